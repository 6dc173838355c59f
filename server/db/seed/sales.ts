/**
 * The sales pipeline's demo data (issue 16, docs/sales-pipeline.md): for the demo seller's customers (the demo
 * client first), proposals with two segments each, some turned into bookings that hold their units — open (one
 * expiring about 30 hours after the demo's "now", the anchor at 09:00Z), applied, rejected with a reason, and one
 * already expired —; discount requests on campaigns and proposals, and special price requests (client units and
 * packages) in every state; and the packages' segments.
 *
 * Proposal dates lie 100–160 days after the anchor, past every seeded campaign's dates (at most 90), so the
 * bookings never clash with the seeded holds. Everything is derived from the anchor and the `sales` stream.
 */
import type {
  bookingUnits,
  bookings,
  discountRequests,
  packageSegments,
  proposalSegments,
  proposalUnits,
  proposals,
  specialPriceRequests,
} from '../schema.ts';
import { ROLE_VALUES } from '#src/api/contract/permissions.ts';
import type { CampaignData } from './campaigns.ts';
import { addDays, at } from './helpers.ts';
import type { Inventory, SeedUnit } from './inventory.ts';
import type { People } from './people.ts';
import type { Planning } from './planning.ts';
import { rngFor } from './rng.ts';

export interface SalesData {
  proposals: (typeof proposals.$inferInsert)[];
  proposalSegments: (typeof proposalSegments.$inferInsert)[];
  proposalUnits: (typeof proposalUnits.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  bookingUnits: (typeof bookingUnits.$inferInsert)[];
  discountRequests: (typeof discountRequests.$inferInsert)[];
  specialPriceRequests: (typeof specialPriceRequests.$inferInsert)[];
  packageSegments: (typeof packageSegments.$inferInsert)[];
}

const PROPOSAL_NAMES = [
  'Lanzamiento verano',
  'Regreso a clases',
  'Buen Fin',
  'Temporada navideña',
  'Día de las madres',
  'Apertura de tienda',
  'Campaña institucional',
  'Feria del libro',
];

/** What each seeded proposal becomes: its status and, for booked ones, its booking's state. */
const PLAN: {
  status: 'draft' | 'checked' | 'booked';
  booking?: 'soon' | 'open' | 'applied' | 'rejected' | 'expired';
}[] = [
  { status: 'draft' },
  { status: 'checked' },
  { status: 'booked', booking: 'soon' },
  { status: 'booked', booking: 'open' },
  { status: 'booked', booking: 'applied' },
  { status: 'checked', booking: 'rejected' },
  { status: 'checked', booking: 'expired' },
  { status: 'booked', booking: 'open' },
];

/** The units proposals take: Mexico's active units, last first (unit-photos.ts gives the first of them photos). */
export function proposalPool(inv: Inventory): SeedUnit[] {
  return inv.seedUnits.filter((u) => u.active && u.iso2 === 'MX').toReversed();
}

/**
 * Builds the sales rows; proposal bookings take the ids after the campaigns' bookings.
 * @throws Error when the demo seller has no customer or Mexico has too few active units
 */
export function buildSales(
  anchor: string,
  inv: Inventory,
  camps: CampaignData,
  people: People,
  planning: Planning,
): SalesData {
  const rng = rngFor('sales');
  const out: SalesData = {
    proposals: [],
    proposalSegments: [],
    proposalUnits: [],
    bookings: [],
    bookingUnits: [],
    discountRequests: [],
    specialPriceRequests: [],
    packageSegments: [],
  };
  const seller = people.sellerIds[0]!;
  // price requests are decided by a manager (discount_requests.*), the first manager account
  const managerRole = ROLE_VALUES.indexOf('manager') + 1;
  const manager = people.userRoles.find((r) => r.roleId === managerRole)?.userId ?? seller;
  const customers = people.clientSellers.filter((cs) => cs.sellerId === seller).map((cs) => cs.clientId);
  if (!customers.length) throw new Error('seed: the demo seller has no customer');
  // from the end of Mexico's units, away from the first ones the demo's campaigns and the tests pick
  const pool = proposalPool(inv);
  if (pool.length < 200) throw new Error('seed: too few active units in Mexico for the proposals');
  const now = at(anchor, 0);
  let bookingId = camps.bookings.length;
  let unitCursor = 0;
  const take = (n: number): SeedUnit[] => {
    const chosen = pool.slice(unitCursor, unitCursor + n);
    unitCursor += n;
    return chosen;
  };

  PLAN.forEach((plan, i) => {
    const id = i + 1;
    const clientId = customers[i % customers.length]!;
    const start = addDays(anchor, 100 + i * 7);
    const end = addDays(start, 29);
    const created = at(anchor, -20 + i, 10 + (i % 6));
    out.proposals.push({
      id,
      clientId,
      sellerId: seller,
      name: `${PROPOSAL_NAMES[i]} ${start.slice(0, 4)}`,
      status: plan.status,
      notes: i % 2 === 0 ? 'Cliente pide caras con buena iluminación nocturna.' : '',
      startDate: start,
      endDate: end,
      checkedAt: plan.status === 'draft' ? null : at(anchor, -10 + i),
      createdAt: created,
      updatedAt: created,
    });
    const segments = [
      { name: 'Primera quincena', start, end: addDays(start, 14), price: null as number | null },
      { name: 'Segunda quincena', start: addDays(start, 15), end, price: i % 3 === 0 ? 900 + i * 50 : null },
    ];
    const segmentIds: number[] = [];
    segments.forEach((seg, position) => {
      const segmentId = out.proposalSegments.length + 1;
      segmentIds.push(segmentId);
      out.proposalSegments.push({
        id: segmentId,
        proposalId: id,
        name: seg.name,
        startDate: seg.start,
        endDate: seg.end,
        price: seg.price,
        position,
      });
    });
    const chosen = take(rng.int(6, 12));
    const lines = chosen.map((u, k) => {
      const seg = k % 2;
      const line = {
        id: out.proposalUnits.length + 1,
        proposalId: id,
        segmentId: segmentIds[seg]!,
        unitId: u.id,
        startDate: segments[seg]!.start,
        endDate: segments[seg]!.end,
        price: u.price,
        printPrice: u.digital ? 0 : u.printPrice,
        quantity: k === 0 ? 2 : 1,
        createdAt: created,
      };
      out.proposalUnits.push(line);
      return line;
    });
    if (!plan.booking) return;
    bookingId += 1;
    const made = at(anchor, plan.booking === 'expired' ? -9 : -2 + (i % 2));
    const expiresAt =
      plan.booking === 'soon'
        ? new Date(now.getTime() + 30 * 3_600_000)
        : plan.booking === 'expired'
          ? at(anchor, -2, 9)
          : plan.booking === 'applied'
            ? null
            : at(anchor, 5, 18);
    out.bookings.push({
      id: bookingId,
      proposalId: id,
      clientId,
      createdById: seller,
      name: out.proposals[i]!.name,
      status: plan.booking === 'soon' || plan.booking === 'expired' ? 'open' : plan.booking,
      expiresAt,
      decidedById: plan.booking === 'applied' || plan.booking === 'rejected' ? seller : null,
      decidedAt: plan.booking === 'applied' || plan.booking === 'rejected' ? at(anchor, -1, 12) : null,
      reason: plan.booking === 'rejected' ? 'El cliente movió el presupuesto al próximo trimestre.' : '',
      createdAt: made,
      updatedAt: made,
    });
    for (const l of lines)
      out.bookingUnits.push({
        bookingId,
        unitId: l.unitId,
        startDate: l.startDate,
        endDate: l.endDate,
        spots: 1,
        price: l.price,
      });
  });

  // discount requests: on the demo seller's customers' reserved or in-progress campaigns, and on two proposals
  const theirs = camps.campaigns.filter(
    (c) => customers.includes(c.clientId) && (c.status === 'reserved' || c.status === 'in_progress'),
  );
  const states = ['pending', 'pending', 'applied', 'rejected'] as const;
  theirs.slice(0, 4).forEach((c, k) =>
    out.discountRequests.push({
      campaignId: c.id!,
      clientId: c.clientId,
      requestedById: k % 2 === 0 ? seller : c.clientId,
      percent: [5, 10, 7.5, 15][k]!,
      reason: ['Cliente recurrente', 'Volumen alto de unidades', 'Pago anticipado', 'Competencia ofrece menos'][k]!,
      status: states[k]!,
      decidedById: states[k] === 'pending' ? null : manager,
      decidedAt: states[k] === 'pending' ? null : at(anchor, -3 + k, 15),
      createdAt: at(anchor, -6 + k, 11),
      updatedAt: at(anchor, -6 + k, 11),
    }),
  );
  for (const p of out.proposals.slice(1, 3))
    out.discountRequests.push({
      proposalId: p.id!,
      clientId: p.clientId,
      requestedById: seller,
      percent: 8,
      reason: 'Propuesta de temporada',
      status: 'pending',
      createdAt: at(anchor, -1, 16),
      updatedAt: at(anchor, -1, 16),
    });

  // special prices: client units (two pending, one accepted) and packages (one pending, one denied)
  const demoClient = customers[0]!;
  const few = take(9);
  const specialStates = ['pending', 'pending', 'accepted'] as const;
  specialStates.forEach((status, k) => {
    const units = few.slice(k * 3, k * 3 + 3);
    out.specialPriceRequests.push({
      kind: 'client',
      clientId: demoClient,
      unitIds: units.map((u) => u.id),
      price: Math.round(units[0]!.price * 0.85 * 100) / 100,
      reason: 'Contrato anual con el cliente',
      status,
      requestedById: k === 0 ? demoClient : seller,
      decidedById: status === 'pending' ? null : manager,
      decidedAt: status === 'pending' ? null : at(anchor, -2, 10),
      createdAt: at(anchor, -4 + k, 12),
      updatedAt: at(anchor, -4 + k, 12),
    });
  });
  planning.packages.slice(0, 2).forEach((pk, k) =>
    out.specialPriceRequests.push({
      kind: 'package',
      clientId: demoClient,
      packageId: pk.id!,
      price: Math.round((pk.value / pk.duration) * 0.8 * 100) / 100,
      reason: 'Paquete para toda la temporada',
      status: k === 0 ? 'pending' : 'denied',
      requestedById: seller,
      decidedById: k === 0 ? null : manager,
      decidedAt: k === 0 ? null : at(anchor, -1, 17),
      createdAt: at(anchor, -5 + k, 9),
      updatedAt: at(anchor, -5 + k, 9),
    }),
  );

  // package segments: each package's units in two named halves
  for (const pk of planning.packages) {
    const half = Math.ceil(pk.unitIds.length / 2);
    const parts = [pk.unitIds.slice(0, half), pk.unitIds.slice(half)].filter((p) => p.length);
    parts.forEach((unitIds, position) =>
      out.packageSegments.push({
        packageId: pk.id!,
        name: position === 0 ? 'Segmento A' : 'Segmento B',
        position,
        unitIds,
      }),
    );
  }
  return out;
}
