/**
 * Contract decisions and edits (api-catalogue.md "Contracts"; product.md §4 "Contract: apply (approve), reject,
 * renew, cancel, send invoice (marks billed), … change owner, update periods, prices, spots and units type"; §8;
 * §9; issue 17, docs/contracts-billing.md), named after their endpoints. Contracts are mirrored (`contracts`, keyed
 * by their campaign's id): each action changes the row at once through the shared rules
 * (src/domain/contract-rules.ts: the status after a decision, the reprice after a unit change), queues offline, and
 * the server's answer replaces the row (`fold`). A refusal re-reads the contract (`reread`); a unit update's 422
 * keeps its error object (`unit_<id>`), which the contract screen shows on that unit (§8).
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract and the
 * domain rules.
 */
import * as v from 'valibot';
import * as k from '#src/api/contract/contracts.ts';
import { ApiError } from '#src/api/errors.ts';
import { repriceContract, statusAfter, type ContractAction } from '#src/domain/contract-rules.ts';
import type { ContractRow, PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const label = v.pipe(v.string(), v.maxLength(200));
const isoDay = v.pipe(v.string(), v.isoDate());
/** Which contract: its id (the calls' `{id}`), its campaign (the mirror's key) and its name (the sync centre's). */
const which = { contractId: positive, campaignId: positive, name: label };

/** Re-reads a contract through its campaign into the mirror; a campaign out of reach (404) leaves the device. */
export async function rereadContract(transport: Transport, db: PautaDb, campaignId: number): Promise<void> {
  try {
    const answer = await transport.call(k.campaignContracts, { params: { id: campaignId } }, { on401: 'throw' });
    const [latest] = answer.data.toSorted((a, b) => b.id - a.id);
    await db.transaction('rw', ['contracts'], async () => {
      if (latest) await db.contracts.put(latest);
      else await db.contracts.delete(campaignId);
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.transaction('rw', ['contracts'], () => db.contracts.delete(campaignId));
      return;
    }
    throw error;
  }
}

async function change(tx: PautaDb, campaignId: number, patch: (c: ContractRow) => ContractRow): Promise<void> {
  const row = await tx.contracts.get(campaignId);
  if (row) await tx.contracts.put(patch(row));
}

/** The row after `action`, by the shared state machine; left as it is when the status does not allow it. */
function decided(c: ContractRow, action: ContractAction, at: string, more: Partial<ContractRow> = {}): ContractRow {
  let status = c.status;
  try {
    status = statusAfter(c.status, action);
  } catch {
    // the server refuses it too (409), and the refusal re-reads the row
  }
  return { ...c, ...more, status, updated_at: at };
}

const common = {
  tables: ['contracts'] as const,
  async fold(tx: PautaDb, answer: { data: ContractRow }) {
    await tx.contracts.put(answer.data);
  },
  reread: (transport: Transport, db: PautaDb, args: { campaignId: number }) =>
    rereadContract(transport, db, args.campaignId),
};
const at = (now: number) => new Date(now).toISOString();

export const applyContract = defineMutation({
  endpoint: k.applyContract,
  args: v.object(which),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) => decided(c, 'apply', at(ctx.now), { approved_at: at(ctx.now) })),
  request: (a) => ({ endpoint: k.applyContract, input: { params: { id: a.contractId }, body: {} } }),
  describe: (a) => ({ es: `Aprobar el contrato ${a.name}`, en: `Approve contract ${a.name}` }),
});

export const rejectContract = defineMutation({
  endpoint: k.rejectContract,
  args: v.object({ ...which, reason: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500)) }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) => decided(c, 'reject', at(ctx.now), { reason: a.reason, cancelled_at: at(ctx.now) })),
  request: (a) => ({ endpoint: k.rejectContract, input: { params: { id: a.contractId }, body: { reason: a.reason } } }),
  describe: (a) => ({ es: `Rechazar el contrato ${a.name}`, en: `Reject contract ${a.name}` }),
});

export const cancelContract = defineMutation({
  endpoint: k.cancelContract,
  args: v.object({ ...which, reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))) }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) =>
      decided(c, 'cancel', at(ctx.now), { reason: a.reason ?? c.reason, cancelled_at: at(ctx.now) }),
    ),
  request: (a) => ({
    endpoint: k.cancelContract,
    input: { params: { id: a.contractId }, body: a.reason ? { reason: a.reason } : {} },
  }),
  describe: (a) => ({ es: `Cancelar el contrato ${a.name}`, en: `Cancel contract ${a.name}` }),
});

export const billContract = defineMutation({
  endpoint: k.billContract,
  args: v.object(which),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) => decided(c, 'billed', at(ctx.now), { billed_at: at(ctx.now) })),
  request: (a) => ({ endpoint: k.billContract, input: { params: { id: a.contractId }, body: {} } }),
  describe: (a) => ({ es: `Enviar la factura del contrato ${a.name}`, en: `Send the invoice of contract ${a.name}` }),
});

export const changeContractOwner = defineMutation({
  endpoint: k.changeContractOwner,
  args: v.object({ ...which, ownerId: positive, ownerName: label }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) => ({ ...c, owner_id: a.ownerId, owner_name: a.ownerName, updated_at: at(ctx.now) })),
  request: (a) => ({
    endpoint: k.changeContractOwner,
    input: { params: { id: a.contractId }, body: { owner_id: a.ownerId } },
  }),
  describe: (a) => ({
    es: `Dar el contrato ${a.name} a ${a.ownerName}`,
    en: `Give contract ${a.name} to ${a.ownerName}`,
  }),
});

export const updateContractReference = defineMutation({
  endpoint: k.updateContractReference,
  args: v.object({ ...which, reference: v.pipe(v.string(), v.trim(), v.maxLength(120)) }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) => ({ ...c, reference: a.reference, updated_at: at(ctx.now) })),
  request: (a) => ({
    endpoint: k.updateContractReference,
    input: { params: { id: a.contractId }, body: { reference: a.reference } },
  }),
  describe: (a) => ({ es: `Cambiar la referencia del contrato ${a.name}`, en: `Change the reference of ${a.name}` }),
});

export const updateContractUnitsType = defineMutation({
  endpoint: k.updateContractUnitsType,
  args: v.object({ ...which, unitsType: v.picklist(['print', 'digital']) }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) => ({ ...c, units_type: a.unitsType, updated_at: at(ctx.now) })),
  request: (a) => ({
    endpoint: k.updateContractUnitsType,
    input: { params: { id: a.contractId }, body: { units_type: a.unitsType } },
  }),
  describe: (a) => ({ es: `Cambiar el tipo de unidades de ${a.name}`, en: `Change the units type of ${a.name}` }),
});

/** The row with unit `unitId` changed by `patch` and the contract repriced (shared rules, centavos). */
function withUnit(c: ContractRow, unitId: number, patch: Partial<ContractRow['units'][number]>, now: number) {
  const units = c.units.map((u) => (u.unit_id === unitId ? { ...u, ...patch } : u));
  return { ...repriceContract(c, units), updated_at: at(now) };
}
const unitArgs = { ...which, unitId: positive, unitTitle: label };

export const updateContractUnitSpots = defineMutation({
  endpoint: k.updateContractUnitSpots,
  args: v.object({ ...unitArgs, spots: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)) }),
  ...common,
  optimistic: (tx, a, ctx) => change(tx, a.campaignId, (c) => withUnit(c, a.unitId, { spots: a.spots }, ctx.now)),
  request: (a) => ({
    endpoint: k.updateContractUnitSpots,
    input: { params: { id: a.contractId, unit: a.unitId }, body: { spots: a.spots } },
  }),
  describe: (a) => ({
    es: `${a.spots} espacios de ${a.unitTitle} en ${a.name}`,
    en: `${a.spots} spots of ${a.unitTitle} in ${a.name}`,
  }),
});

const pesos = v.pipe(v.number(), v.minValue(0), v.maxValue(1e11));

export const updateContractUnitPrices = defineMutation({
  endpoint: k.updateContractUnitPrices,
  args: v.object({ ...unitArgs, price: v.optional(pesos), printPrice: v.optional(pesos) }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) =>
      withUnit(
        c,
        a.unitId,
        {
          ...(a.price === undefined ? {} : { price: a.price }),
          ...(a.printPrice === undefined ? {} : { print_price: a.printPrice }),
        },
        ctx.now,
      ),
    ),
  request: (a) => ({
    endpoint: k.updateContractUnitPrices,
    input: {
      params: { id: a.contractId, unit: a.unitId },
      body: {
        ...(a.price === undefined ? {} : { price: a.price }),
        ...(a.printPrice === undefined ? {} : { print_price: a.printPrice }),
      },
    },
  }),
  describe: (a) => ({ es: `Precios de ${a.unitTitle} en ${a.name}`, en: `Prices of ${a.unitTitle} in ${a.name}` }),
});

export const updateContractUnitPeriod = defineMutation({
  endpoint: k.updateContractUnitPeriod,
  args: v.object({ ...unitArgs, startDate: isoDay, endDate: isoDay }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) =>
      a.endDate < a.startDate ? c : withUnit(c, a.unitId, { start_date: a.startDate, end_date: a.endDate }, ctx.now),
    ),
  request: (a) => ({
    endpoint: k.updateContractUnitPeriod,
    input: { params: { id: a.contractId, unit: a.unitId }, body: { start_date: a.startDate, end_date: a.endDate } },
  }),
  describe: (a) => ({ es: `Periodo de ${a.unitTitle} en ${a.name}`, en: `Period of ${a.unitTitle} in ${a.name}` }),
});

export const updateContractPeriods = defineMutation({
  endpoint: k.updateContractPeriods,
  args: v.object({ ...which, startDate: isoDay, endDate: isoDay }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) =>
      a.endDate < a.startDate
        ? c
        : {
            ...repriceContract(
              c,
              c.units.map((u) => ({ ...u, start_date: a.startDate, end_date: a.endDate })),
            ),
            updated_at: at(ctx.now),
          },
    ),
  request: (a) => ({
    endpoint: k.updateContractPeriods,
    input: { params: { id: a.contractId }, body: { start_date: a.startDate, end_date: a.endDate } },
  }),
  describe: (a) => ({ es: `Periodo de todo el contrato ${a.name}`, en: `Period of all of contract ${a.name}` }),
});

export const updateContractPrices = defineMutation({
  endpoint: k.updateContractPrices,
  args: v.object({
    ...which,
    units: v.pipe(
      v.array(v.object({ unitId: positive, price: v.optional(pesos), printPrice: v.optional(pesos) })),
      v.minLength(1),
      v.maxLength(5000),
    ),
  }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.campaignId, (c) => {
      const byUnit = new Map(a.units.map((u) => [u.unitId, u]));
      const units = c.units.map((u) => {
        const p = byUnit.get(u.unit_id);
        if (!p) return u;
        return {
          ...u,
          ...(p.price === undefined ? {} : { price: p.price }),
          ...(p.printPrice === undefined ? {} : { print_price: p.printPrice }),
        };
      });
      return { ...repriceContract(c, units), updated_at: at(ctx.now) };
    }),
  request: (a) => ({
    endpoint: k.updateContractPrices,
    input: {
      params: { id: a.contractId },
      body: {
        units: a.units.map((u) => ({
          unit_id: u.unitId,
          ...(u.price === undefined ? {} : { price: u.price }),
          ...(u.printPrice === undefined ? {} : { print_price: u.printPrice }),
        })),
      },
    },
  }),
  describe: (a) => ({
    es: `Precios de ${a.units.length} unidades en ${a.name}`,
    en: `Prices of ${a.units.length} units in ${a.name}`,
  }),
});
