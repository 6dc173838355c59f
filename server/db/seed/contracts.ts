/**
 * Demo contracts (issue 17 "seed data with contracts in every status, … comments"; docs/contracts-billing.md): one
 * per contracted or finished campaign and for the first two cancelled campaigns with units — contracted ones
 * pending, approved or billed in turn, finished ones billed, the cancelled ones cancelled and rejected (with their
 * reasons) — owned by the first seller assigned to the client, with a comment or two on the first ones, and on the
 * billed ones an "other cost" and a closed order of two items whose invoice was issued. Dates follow the campaigns' own.
 */
import type * as s from '../schema.ts';
import type { CampaignData } from './campaigns.ts';
import type { People } from './people.ts';

export interface ContractData {
  contracts: (typeof s.contracts.$inferInsert)[];
  contractComments: (typeof s.contractComments.$inferInsert)[];
  contractCosts: (typeof s.contractCosts.$inferInsert)[];
  orders: (typeof s.orders.$inferInsert)[];
  orderItems: (typeof s.orderItems.$inferInsert)[];
}

const CONTRACTED_CYCLE = ['pending', 'approved', 'billed'] as const;
const COMMENTS = [
  'El cliente confirma las fechas; falta la orden de compra.',
  'Se envió el contrato firmado por correo.',
  'Revisar la iluminación de la cara B antes de la instalación.',
];

export function buildContracts(camps: CampaignData, people: People): ContractData {
  const out: ContractData = { contracts: [], contractComments: [], contractCosts: [], orders: [], orderItems: [] };
  const withUnits = new Set(camps.campaignUnits.map((l) => l.campaignId));
  const ownerOf = (clientId: number) =>
    people.clientSellers
      .filter((cs) => cs.clientId === clientId)
      .map((cs) => cs.sellerId)
      .toSorted((a, b) => a - b)[0] ?? null;
  let contracted = 0;
  let cancelled = 0;
  for (const c of camps.campaigns) {
    if (!withUnits.has(c.id!)) continue;
    let status: (typeof s.contracts.$inferInsert)['status'];
    let reason = '';
    if (c.status === 'contracted') status = CONTRACTED_CYCLE[contracted++ % CONTRACTED_CYCLE.length]!;
    else if (c.status === 'finished') status = 'billed';
    else if (c.status === 'cancelled' && cancelled < 2) {
      status = cancelled++ === 0 ? 'cancelled' : 'rejected';
      reason = status === 'cancelled' ? 'El cliente pospuso la campaña.' : 'Precio fuera del presupuesto del cliente.';
    } else continue;
    const id = out.contracts.length + 1;
    const when = c.updatedAt as Date;
    out.contracts.push({
      id,
      campaignId: c.id!,
      status,
      ownerId: ownerOf(c.clientId),
      reference: id % 2 ? `OC-${2026_000 + id}` : '',
      unitsType: c.unitsCategory === 'digital' ? 'digital' : 'print',
      reason,
      approvedAt: status === 'approved' || status === 'billed' ? when : null,
      billedAt: status === 'billed' ? when : null,
      cancelledAt: status === 'cancelled' ? when : null,
      createdAt: c.createdAt as Date,
      updatedAt: when,
    });
    if (id <= 3) {
      const owner = ownerOf(c.clientId) ?? c.clientId;
      for (let i = 0; i < (id === 1 ? 2 : 1); i++)
        out.contractComments.push({
          contractId: id,
          userId: owner,
          body: COMMENTS[(id + i - 1) % COMMENTS.length]!,
          createdAt: when,
          updatedAt: when,
        });
    }
    if (status === 'billed') {
      out.contractCosts.push({ contractId: id, concept: 'Producción e impresión', amount: 4_500, createdAt: when });
      const orderId = out.orders.length + 1;
      out.orders.push({
        id: orderId,
        contractId: id,
        number: `OC-${id}-1`,
        status: 'closed',
        invoiceStatus: 'issued',
        invoiceCheckedAt: when,
        createdAt: when,
        updatedAt: when,
      });
      out.orderItems.push(
        {
          orderId,
          description: 'Espacio publicitario',
          quantity: 1,
          unitPrice: 12_000,
          total: 12_000,
          createdAt: when,
          updatedAt: when,
        },
        {
          orderId,
          description: 'Impresión de lona',
          quantity: 2,
          unitPrice: 2_250,
          total: 4_500,
          createdAt: when,
          updatedAt: when,
        },
      );
    }
  }
  return out;
}
