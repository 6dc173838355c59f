/**
 * Proposal edits (api-catalogue.md "Proposals"; issue 16 "every edit … is a named mutation through the outbox with
 * the optimistic change"), named after their endpoints. Proposals are mirrored (`proposals` table): an edit changes
 * the row at once and reprices it with the shared rules (`quoteProposal`, src/domain/proposal-pricing.ts), so the
 * totals shown offline are the ones the server will answer, to the cent; the server's answer replaces the row
 * (`fold`); a refusal re-reads the proposal and the sync centre shows the server's message.
 *
 * Queued without an optimistic change (the screen shows them waiting): adding units (the device may not hold
 * their facts), booking and contract (the server decides on availability; a refusal lists the busy units).
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract and pure
 * domain rules.
 */
import * as v from 'valibot';
import * as sales from '#src/api/contract/sales.ts';
import { ApiError } from '#src/api/errors.ts';
import { multiplyPrice, quoteProposal } from '#src/domain/proposal-pricing.ts';
import type { PautaDb, ProposalRow } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const label = v.pipe(v.string(), v.maxLength(200));
const isoDay = v.pipe(v.string(), v.isoDate());
const pesos = v.pipe(v.number(), v.minValue(0), v.maxValue(999_999_999_999.99));
const base = { proposalId: positive, name: label };
const linePatch = {
  start_date: v.optional(isoDay),
  end_date: v.optional(isoDay),
  price: v.optional(pesos),
  print_price: v.optional(pesos),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
};
type Patch = { start_date?: string; end_date?: string; price?: number; print_price?: number; quantity?: number };

/** The row repriced by the shared rules: lines, segment subtotals, totals. */
export function reprice(p: ProposalRow): ProposalRow {
  const q = quoteProposal(p.units, p.segments, p.discounts);
  return {
    ...p,
    units: q.lines,
    segments: p.segments.map((s) => ({ ...s, subtotal: q.segments[s.id] ?? 0 })),
    subtotal: q.subtotal,
    discount: q.discount,
    total: q.total,
  };
}

async function change(tx: PautaDb, id: number, edit: (p: ProposalRow) => ProposalRow): Promise<void> {
  const row = await tx.proposals.get(id);
  if (row) await tx.proposals.put(reprice(edit(row)));
}

/** Re-reads a proposal into the mirror (rollback after a refusal); gone (404): it leaves the device. */
async function rereadProposal(transport: Transport, db: PautaDb, id: number): Promise<void> {
  try {
    const answer = await transport.call(sales.showProposal, { params: { id } }, { on401: 'throw' });
    await db.transaction('rw', ['proposals'], () => db.proposals.put(answer.data));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.transaction('rw', ['proposals'], () => db.proposals.delete(id));
      return;
    }
    throw error;
  }
}

const common = {
  tables: ['proposals'] as const,
  async fold(tx: PautaDb, answer: { data: ProposalRow }) {
    await tx.proposals.put(answer.data);
  },
  reread: (transport: Transport, db: PautaDb, args: { proposalId: number }) =>
    rereadProposal(transport, db, args.proposalId),
};

const patchLine = (l: ProposalRow['units'][number], patch: Patch) => ({
  ...l,
  ...(patch.start_date ? { start_date: patch.start_date } : {}),
  ...(patch.end_date ? { end_date: patch.end_date } : {}),
  ...(patch.price !== undefined ? { price: patch.price } : {}),
  ...(patch.print_price !== undefined ? { print_price: patch.print_price } : {}),
  ...(patch.quantity !== undefined ? { quantity: patch.quantity } : {}),
});
const describeAs = (es: string, en: string) => (a: { name: string }) => ({
  es: `${es} (${a.name})`,
  en: `${en} (${a.name})`,
});

export const updateProposalLine = defineMutation({
  endpoint: sales.updateProposalLine,
  args: v.object({ ...base, unitId: positive, lineId: positive, ...linePatch }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({ ...p, units: p.units.map((l) => (l.id === a.lineId ? patchLine(l, a) : l)) })),
  request: (a) => ({
    endpoint: sales.updateProposalLine,
    input: {
      params: { id: a.proposalId, unit: a.unitId, proposalUnit: a.lineId },
      body: {
        start_date: a.start_date,
        end_date: a.end_date,
        price: a.price,
        print_price: a.print_price,
        quantity: a.quantity,
      },
    },
  }),
  describe: describeAs('Cambiar una línea de la propuesta', 'Change a line of the proposal'),
});

export const updateProposalUnit = defineMutation({
  endpoint: sales.updateProposalUnit,
  args: v.object({ ...base, unitId: positive, ...linePatch }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({
      ...p,
      units: p.units.map((l) => (l.unit_id === a.unitId ? patchLine(l, a) : l)),
    })),
  request: (a) => ({
    endpoint: sales.updateProposalUnit,
    input: {
      params: { id: a.proposalId, unit: a.unitId },
      body: {
        start_date: a.start_date,
        end_date: a.end_date,
        price: a.price,
        print_price: a.print_price,
        quantity: a.quantity,
      },
    },
  }),
  describe: describeAs('Cambiar una unidad de la propuesta', 'Change a unit of the proposal'),
});

export const removeProposalUnit = defineMutation({
  endpoint: sales.removeProposalUnit,
  args: v.object({ ...base, unitId: positive }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({ ...p, units: p.units.filter((l) => l.unit_id !== a.unitId) })),
  request: (a) => ({ endpoint: sales.removeProposalUnit, input: { params: { id: a.proposalId, unit: a.unitId } } }),
  describe: describeAs('Quitar una unidad de la propuesta', 'Remove a unit from the proposal'),
});

export const updateSegmentPrices = defineMutation({
  endpoint: sales.updateSegmentPrices,
  args: v.object({ ...base, segmentId: positive, price: v.nullable(pesos) }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({
      ...p,
      segments: p.segments.map((s) => (s.id === a.segmentId ? { ...s, price: a.price } : s)),
    })),
  request: (a) => ({
    endpoint: sales.updateSegmentPrices,
    input: { params: { id: a.proposalId, segment: a.segmentId }, body: { price: a.price } },
  }),
  describe: describeAs('Cambiar el precio de un segmento', 'Change the price of a segment'),
});

export const updateSegmentDates = defineMutation({
  endpoint: sales.updateSegmentDates,
  args: v.object({ ...base, segmentId: positive, start_date: isoDay, end_date: isoDay }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({
      ...p,
      segments: p.segments.map((s) =>
        s.id === a.segmentId ? { ...s, start_date: a.start_date, end_date: a.end_date } : s,
      ),
      units: p.units.map((l) =>
        l.segment_id === a.segmentId ? { ...l, start_date: a.start_date, end_date: a.end_date } : l,
      ),
    })),
  request: (a) => ({
    endpoint: sales.updateSegmentDates,
    input: {
      params: { id: a.proposalId, segment: a.segmentId },
      body: { start_date: a.start_date, end_date: a.end_date },
    },
  }),
  describe: describeAs('Cambiar las fechas de un segmento', 'Change the dates of a segment'),
});

export const addUnitToSegment = defineMutation({
  endpoint: sales.addUnitToSegment,
  args: v.object({ ...base, unitId: positive, segmentId: positive }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => {
      const seg = p.segments.find((s) => s.id === a.segmentId);
      return {
        ...p,
        units: p.units.map((l) =>
          l.unit_id === a.unitId
            ? {
                ...l,
                segment_id: a.segmentId,
                ...(seg?.start_date && seg.end_date ? { start_date: seg.start_date, end_date: seg.end_date } : {}),
              }
            : l,
        ),
      };
    }),
  request: (a) => ({
    endpoint: sales.addUnitToSegment,
    input: { params: { id: a.proposalId, unit: a.unitId, segment: a.segmentId }, body: {} },
  }),
  describe: describeAs('Mover una unidad a otro segmento', 'Move a unit to another segment'),
});

export const removeUnitFromSegment = defineMutation({
  endpoint: sales.removeUnitFromSegment,
  args: v.object({ ...base, unitId: positive, segmentId: positive }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({
      ...p,
      units: p.units.map((l) =>
        l.unit_id === a.unitId && l.segment_id === a.segmentId ? { ...l, segment_id: null } : l,
      ),
    })),
  request: (a) => ({
    endpoint: sales.removeUnitFromSegment,
    input: { params: { id: a.proposalId, unit: a.unitId, segment: a.segmentId } },
  }),
  describe: describeAs('Sacar una unidad de su segmento', 'Take a unit out of its segment'),
});

export const removeProposalSegment = defineMutation({
  endpoint: sales.removeProposalSegment,
  args: v.object({ ...base, segmentId: positive }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({
      ...p,
      segments: p.segments.filter((s) => s.id !== a.segmentId),
      units: p.units.map((l) => (l.segment_id === a.segmentId ? { ...l, segment_id: null } : l)),
    })),
  request: (a) => ({
    endpoint: sales.removeProposalSegment,
    input: { params: { id: a.proposalId, segment: a.segmentId } },
  }),
  describe: describeAs('Quitar un segmento', 'Remove a segment'),
});

export const updateProposalPrice = defineMutation({
  endpoint: sales.updateProposalPrice,
  args: v.object({ ...base, price: pesos }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({ ...p, units: p.units.map((l) => ({ ...l, price: a.price })) })),
  request: (a) => ({
    endpoint: sales.updateProposalPrice,
    input: { params: { id: a.proposalId }, body: { price: a.price } },
  }),
  describe: describeAs('Un precio para todas las unidades', 'One price for every unit'),
});

export const multiplyProposalPrices = defineMutation({
  endpoint: sales.multiplyProposalPrices,
  args: v.object({ ...base, factor: v.pipe(v.number(), v.minValue(0.01), v.maxValue(100)) }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.proposalId, (p) => ({
      ...p,
      units: p.units.map((l) => ({ ...l, price: multiplyPrice(l.price, a.factor) })),
    })),
  request: (a) => ({
    endpoint: sales.multiplyProposalPrices,
    input: { params: { id: a.proposalId }, body: { factor: a.factor } },
  }),
  describe: (a) => ({
    es: `Multiplicar los precios por ${a.factor} (${a.name})`,
    en: `Multiply the prices by ${a.factor} (${a.name})`,
  }),
});

export const updateProposalNotes = defineMutation({
  endpoint: sales.updateProposalNotes,
  args: v.object({ ...base, notes: v.pipe(v.string(), v.maxLength(5000)) }),
  ...common,
  optimistic: (tx, a) => change(tx, a.proposalId, (p) => ({ ...p, notes: a.notes })),
  request: (a) => ({
    endpoint: sales.updateProposalNotes,
    input: { params: { id: a.proposalId }, body: { notes: a.notes } },
  }),
  describe: describeAs('Cambiar las notas', 'Change the notes'),
});

export const checkProposal = defineMutation({
  endpoint: sales.checkProposal,
  args: v.object(base),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.proposalId, (p) => ({ ...p, status: 'checked', checked_at: new Date(ctx.now).toISOString() })),
  request: (a) => ({ endpoint: sales.checkProposal, input: { params: { id: a.proposalId }, body: {} } }),
  describe: describeAs('Revisar la propuesta', 'Check the proposal'),
});

/** Units to add: their ids and, for the sync centre and the waiting list, their names. */
export const addProposalUnits = defineMutation({
  endpoint: sales.addProposalUnits,
  args: v.object({
    ...base,
    unitIds: v.pipe(v.array(positive), v.minLength(1), v.maxLength(1000)),
    titles: v.array(label),
    segmentId: v.optional(v.nullable(positive)),
  }),
  ...common,
  optimistic: async () => {},
  request: (a) => ({
    endpoint: sales.addProposalUnits,
    input: { params: { id: a.proposalId }, body: { unit_ids: a.unitIds, segment_id: a.segmentId ?? null } },
  }),
  describe: (a) => ({
    es: `Agregar ${a.unitIds.length} unidades a la propuesta (${a.name})`,
    en: `Add ${a.unitIds.length} units to the proposal (${a.name})`,
  }),
});

/** Every live unit of a circuit added (`add-units-by-ckto/{ckto}`); queued like the other additions. */
export const addProposalCircuit = defineMutation({
  endpoint: sales.addProposalUnitsByCircuit,
  args: v.object({ ...base, circuitId: positive, circuit: label }),
  ...common,
  optimistic: async () => {},
  request: (a) => ({
    endpoint: sales.addProposalUnitsByCircuit,
    input: { params: { id: a.proposalId, ckto: a.circuitId }, body: {} },
  }),
  describe: (a) => ({
    es: `Agregar las unidades del circuito ${a.circuit} (${a.name})`,
    en: `Add the units of circuit ${a.circuit} (${a.name})`,
  }),
});

/** Booking: the answer's proposal and its new booking both land in the mirror. */
export const bookProposal = defineMutation({
  endpoint: sales.bookProposal,
  args: v.object(base),
  ...common,
  tables: ['proposals', 'bookings'] as const,
  async fold(tx: PautaDb, answer: { data: ProposalRow; booking: sales.Booking }) {
    await tx.proposals.put(answer.data);
    await tx.bookings.put(answer.booking);
  },
  optimistic: async () => {},
  request: (a) => ({ endpoint: sales.bookProposal, input: { params: { id: a.proposalId }, body: {} } }),
  describe: describeAs('Reservar la propuesta', 'Book the proposal'),
});

export const contractProposal = defineMutation({
  endpoint: sales.contractProposal,
  args: v.object(base),
  ...common,
  optimistic: async () => {},
  request: (a) => ({ endpoint: sales.contractProposal, input: { params: { id: a.proposalId }, body: {} } }),
  describe: describeAs('Convertir la propuesta en contrato', 'Turn the proposal into a contract'),
});
