/**
 * Demo contracts (issue 17 "seed data with contracts in every status, … comments"; docs/contracts-billing.md): one
 * per contracted or finished campaign and for the first two cancelled campaigns with units — contracted ones
 * pending, approved or billed in turn, finished ones billed, the cancelled ones cancelled and rejected (with their
 * reasons) — owned by the first seller assigned to the client, with a comment or two on the first ones, and on the
 * billed ones an "other cost" and a closed order of two items whose invoice was issued, and on the first billed ones
 * the signed lease document (a small PDF kept in `files`). Dates follow the campaigns' own.
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
  /** The signed lease documents' files (ids from `firstFileId` on) and their links. */
  files: (typeof s.files.$inferInsert)[];
  contractDocuments: (typeof s.contractDocuments.$inferInsert)[];
}

/** Billed contracts that get a signed lease document, the first ones. */
const SIGNED_DOCUMENTS = 4;

/** A one-page PDF saying what it is (a real, minimal PDF 1.4 with its cross-reference table). */
export function signedLeasePdf(contractId: number, campaignName: string): Uint8Array {
  const text = `Contrato ${contractId} - ${campaignName} - firmado`
    .replace(/[()\\]/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const CONTRACTED_CYCLE = ['pending', 'approved', 'billed'] as const;
const COMMENTS = [
  'El cliente confirma las fechas; falta la orden de compra.',
  'Se envió el contrato firmado por correo.',
  'Revisar la iluminación de la cara B antes de la instalación.',
];

/** The demo contracts (module doc); `firstFileId` the id of the first file their signed documents take. */
export function buildContracts(camps: CampaignData, people: People, firstFileId: number): ContractData {
  const out: ContractData = {
    contracts: [],
    contractComments: [],
    contractCosts: [],
    orders: [],
    orderItems: [],
    files: [],
    contractDocuments: [],
  };
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
    if (status === 'billed' && out.contractDocuments.length < SIGNED_DOCUMENTS) {
      const bytes = signedLeasePdf(id, c.name);
      const fileId = firstFileId + out.files.length;
      out.files.push({
        id: fileId,
        ownerId: ownerOf(c.clientId) ?? c.clientId,
        name: `Contrato ${id} firmado.pdf`,
        mime: 'application/pdf',
        size: bytes.byteLength,
        shared: false,
        data: bytes,
        createdAt: when,
      });
      out.contractDocuments.push({ contractId: id, fileId, kind: 'lease', createdAt: when });
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
