/**
 * Named mutations of campaign planning (product.md §2–§5 campaigns): every change to a campaign's
 * cart and editor state is queued in the outbox, so it works offline and
 * reaches the server once, in order (spec api-catalogue.md "Campaigns"):
 * - `campaign.attachUnit` / `campaign.detachUnit`: POST attach_unit / PUT detach_unit;
 * - `campaign.dates`: PUT {id}/dates for one country's media type;
 * - `campaign.unitsUpdate`: POST units_update (price, print price, spots, extra days);
 * - `campaign.step`: the step calls (basic data, budget distribution type, media
 *   types, budget distribution, yoda factor, distribution by media type, print
 *   dates, advanced filters, points of interest, unit selection);
 * - `campaign.action`: reserve, cancel reservation, make contract, accept
 *   price, add extra days, add credit, taxes, cancel campaign.
 *
 * Optimistic changes are idempotent "set" changes on the `campaignDetails`
 * row (src/features/campaigns/model/cart.ts), repriced with the same
 * `quoteCart` as the server, and mirrored into the `campaigns` list row.
 * Every answer is the whole campaign: `fold` writes it. A refusal (e.g. a unit
 * booked by another campaign meanwhile) rolls back by re-reading the campaign;
 * the refused entry stays in the outbox as failed with the server's reason,
 * and the cart shows it on that unit with a way to replace it.
 *
 * Bundled into the service worker too: imports only the sync engine's
 * mutations module, the contract and pure models.
 */
import * as v from 'valibot';
import * as c from '#src/api/contract/campaigns.ts';
import { campaignSummary } from '#src/api/contract/catalog-lists.ts';
import type { CampaignDetailRow, PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { MirrorTableName } from '#src/sync/db.ts';
import type { Transport } from '#src/sync/transport.ts';
import { ApiError } from '#src/api/errors.ts';
import { attachLine, detachLine, reprice, setMediaTypeDates, updateLines } from './model/cart.ts';
import type { QuoteMediaType } from '#src/domain/quote.ts';
import { stepNumber, type StepKey } from '#src/domain/steps.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const TABLES: readonly MirrorTableName[] = [
  'campaignDetails',
  'campaigns',
  'marketUnits',
  'mediaTypes',
  'settings',
  'countries',
];
/** Setting with the side-A surcharge percent (spec §3 Settings, §9). */
export const SIDE_A_SETTING = 'yoda.percentage_to_face_units';

const SUMMARY_KEYS = Object.keys(campaignSummary.entries) as (keyof typeof campaignSummary.entries)[];

/** Writes a campaign as the server answered it: the detail row and its list row. */
export async function writeCampaign(tx: PautaDb, detail: CampaignDetailRow): Promise<void> {
  await tx.campaignDetails.put(detail);
  await tx.campaigns.put(Object.fromEntries(SUMMARY_KEYS.map((k) => [k, detail[k]])) as never);
}

/** Re-reads a campaign into the mirror (rollback after a refusal); a campaign gone (404) leaves the device. */
export async function rereadCampaign(transport: Transport, db: PautaDb, campaignId: number): Promise<void> {
  try {
    const answer = await transport.call(c.view, { params: { id: campaignId } }, { on401: 'throw' });
    await db.transaction('rw', ['campaignDetails', 'campaigns'], () => writeCampaign(db, answer.data));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.transaction('rw', ['campaignDetails', 'campaigns'], async () => {
        await db.campaignDetails.delete(campaignId);
        await db.campaigns.delete(campaignId);
      });
      return;
    }
    throw error;
  }
}

/** Changes the mirrored campaign with `change`, reprices it and writes both rows; nothing when it is not on the device. */
async function changeCampaign(
  tx: PautaDb,
  campaignId: number,
  change: (d: CampaignDetailRow, types: QuoteMediaType[]) => CampaignDetailRow | Promise<CampaignDetailRow>,
): Promise<void> {
  const detail = await tx.campaignDetails.get(campaignId);
  if (!detail) return;
  const types = (await tx.mediaTypes.toArray()).map((m) => ({ id: m.id, rules: m.rules }));
  const percent = Number((await tx.settings.get(SIDE_A_SETTING))?.value ?? 0) || 0;
  await writeCampaign(tx, reprice(await change(detail, types as QuoteMediaType[]), types as QuoteMediaType[], percent));
}

const common = <A extends { campaignId: number }>() => ({
  tables: TABLES,
  async fold(tx: PautaDb, answer: { data: CampaignDetailRow }) {
    await writeCampaign(tx, answer.data);
  },
  reread: (transport: Transport, db: PautaDb, args: A) => rereadCampaign(transport, db, args.campaignId),
});

export const attachUnit = defineMutation({
  name: 'campaign.attachUnit',
  args: v.object({
    campaignId: positive,
    unitId: positive,
    /** for the sync centre and the conflict line */ unitTitle: v.string(),
    mediaTypeId: positive,
    countryId: positive,
  }),
  ...common<{ campaignId: number }>(),
  async optimistic(tx, args) {
    const unit = await tx.marketUnits.get(args.unitId);
    if (!unit) return;
    await changeCampaign(tx, args.campaignId, (d) => attachLine(d, unit).detail);
  },
  request: (args) => ({ endpoint: c.attachUnit, input: { params: { id: args.campaignId, unit: args.unitId } } }),
  describe: (args) => ({
    es: `Añadir ${args.unitTitle} a la campaña ${args.campaignId}`,
    en: `Add ${args.unitTitle} to campaign ${args.campaignId}`,
  }),
});

export const detachUnit = defineMutation({
  name: 'campaign.detachUnit',
  args: v.object({ campaignId: positive, unitId: positive, unitTitle: v.string() }),
  ...common<{ campaignId: number }>(),
  optimistic: (tx, args) => changeCampaign(tx, args.campaignId, (d) => detachLine(d, args.unitId)),
  request: (args) => ({ endpoint: c.detachUnit, input: { params: { id: args.campaignId, unit: args.unitId } } }),
  describe: (args) => ({
    es: `Quitar ${args.unitTitle} de la campaña ${args.campaignId}`,
    en: `Remove ${args.unitTitle} from campaign ${args.campaignId}`,
  }),
});

const isoDay = v.pipe(v.string(), v.isoDate());

export const setDates = defineMutation({
  name: 'campaign.dates',
  args: v.pipe(
    v.object({
      campaignId: positive,
      countryId: positive,
      mediaTypeId: positive,
      start: isoDay,
      end: isoDay,
      periods: v.optional(v.nullable(positive)),
      mediaTypeName: v.string(),
    }),
    v.check((a) => a.end >= a.start, 'the end date must not be before the start date'),
  ),
  ...common<{ campaignId: number }>(),
  optimistic: (tx, args) =>
    changeCampaign(tx, args.campaignId, (d, types) =>
      setMediaTypeDates(
        d,
        {
          countryId: args.countryId,
          mediaTypeId: args.mediaTypeId,
          start: args.start,
          end: args.end,
          periods: args.periods,
        },
        types.find((t) => t.id === args.mediaTypeId),
      ),
    ),
  request: (args) => ({
    endpoint: c.dates,
    input: {
      params: { id: args.campaignId },
      body: {
        country_id: args.countryId,
        media_type_id: args.mediaTypeId,
        start_date: args.start,
        end_date: args.end,
        ...(args.periods ? { periods: args.periods } : {}),
      },
    },
  }),
  describe: (args) => ({
    es: `Fechas de ${args.mediaTypeName}: ${args.start} a ${args.end} (campaña ${args.campaignId})`,
    en: `Dates of ${args.mediaTypeName}: ${args.start} to ${args.end} (campaign ${args.campaignId})`,
  }),
});

const lineUpdate = v.object({
  unit_id: positive,
  price: v.optional(v.pipe(v.number(), v.minValue(0))),
  print_price: v.optional(v.pipe(v.number(), v.minValue(0))),
  spots_used: v.optional(positive),
  extra_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365))),
});

export const unitsUpdate = defineMutation({
  name: 'campaign.unitsUpdate',
  args: v.object({ campaignId: positive, units: v.pipe(v.array(lineUpdate), v.minLength(1), v.maxLength(1000)) }),
  ...common<{ campaignId: number }>(),
  optimistic: (tx, args) =>
    changeCampaign(tx, args.campaignId, (d) => markStep(updateLines(d, args.units), 'units_update')),
  request: (args) => ({
    endpoint: c.unitsUpdate,
    input: { params: { id: args.campaignId }, body: { units: args.units } },
  }),
  describe: (args) => ({
    es: `Actualizar ${args.units.length} unidades de la campaña ${args.campaignId}`,
    en: `Update ${args.units.length} units of campaign ${args.campaignId}`,
  }),
});

/** The step as saved: progress moves to the step after it (spec §4 step check). */
function markStep(d: CampaignDetailRow, step: StepKey): CampaignDetailRow {
  const n = stepNumber(d.steps as StepKey[], step);
  return n ? { ...d, next_step: Math.max(d.next_step, Math.min(n + 1, d.steps.length)) } : d;
}

const id = positive;
const stepArgs = v.variant('step', [
  v.object({
    step: v.literal('basic_data'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
      units_category: v.picklist(['print', 'digital']),
      countries: v.pipe(v.array(id), v.minLength(1)),
      investment: v.optional(v.pipe(v.number(), v.minValue(0))),
      package_id: v.optional(id),
    }),
  }),
  v.object({
    step: v.literal('budget_distribution_type'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({ budget_distribution_type: v.pipe(v.string(), v.nonEmpty()) }),
  }),
  v.object({
    step: v.literal('media_types'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({
      countries: v.pipe(
        v.array(v.object({ country_id: id, media_type_ids: v.pipe(v.array(id), v.minLength(1)) })),
        v.minLength(1),
      ),
    }),
  }),
  v.object({
    step: v.literal('budget_distribution'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({
      countries: v.pipe(
        v.array(v.object({ country_id: id, budget: v.pipe(v.number(), v.minValue(0)) })),
        v.minLength(1),
      ),
    }),
  }),
  v.object({
    step: v.literal('yoda_factor'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({ yoda_factor: v.pipe(v.string(), v.nonEmpty()) }),
  }),
  v.object({
    step: v.literal('media_types_distribution'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({
      media_types: v.pipe(
        v.array(
          v.object({ country_id: id, media_type_id: id, percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) }),
        ),
        v.minLength(1),
      ),
    }),
  }),
  v.object({
    step: v.literal('print_dates'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({ print_start_date: isoDay, print_end_date: isoDay }),
  }),
  v.object({
    step: v.literal('advanced_filters'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({ filters: c.advancedFilters }),
  }),
  v.object({
    step: v.literal('pois'),
    campaignId: id,
    budget: v.boolean(),
    body: v.object({ poi_ids: v.pipe(v.array(id), v.maxLength(200)) }),
  }),
  v.object({ step: v.literal('unit_selection'), campaignId: id, budget: v.boolean(), body: v.object({}) }),
]);
export type StepArgs = v.InferOutput<typeof stepArgs>;

/** What a step's data does to the mirrored campaign (the server's own change, module doc). */
async function applyStep(tx: PautaDb, d: CampaignDetailRow, a: StepArgs): Promise<CampaignDetailRow> {
  switch (a.step) {
    case 'basic_data': {
      const names = new Map(
        (await tx.countries.bulkGet(a.body.countries)).filter((x) => !!x).map((x) => [x!.id, x!.name]),
      );
      const countries = a.body.countries.map(
        (cid) =>
          d.countries.find((x) => x.id === cid) ?? {
            id: cid,
            name: names.get(cid) ?? String(cid),
            budget: null,
            media_types: [],
          },
      );
      const kept = new Set(a.body.countries);
      return {
        ...d,
        name: a.body.name,
        units_category: { key: a.body.units_category },
        countries,
        units: d.units.filter((u) => kept.has(u.country_id)),
        ...(a.body.investment !== undefined ? { investment: a.body.investment } : {}),
        ...(a.body.package_id ? { package_id: a.body.package_id } : {}),
      };
    }
    case 'budget_distribution_type':
      return { ...d, budget_distribution_type: a.body.budget_distribution_type };
    case 'media_types': {
      const chosen = new Map(a.body.countries.map((x) => [x.country_id, new Set(x.media_type_ids)]));
      const countries = d.countries.map((country) => {
        const ids = chosen.get(country.id);
        if (!ids) return country;
        const media_types = [...ids].map(
          (mid) =>
            country.media_types.find((m) => m.media_type_id === mid) ?? {
              media_type_id: mid,
              start_date: null,
              end_date: null,
              periods: null,
              percent: null,
            },
        );
        return { ...country, media_types };
      });
      const allowed = (u: { country_id: number; media_type_id: number }) =>
        chosen.get(u.country_id)?.has(u.media_type_id) ?? true;
      return { ...d, countries, units: d.units.filter(allowed) };
    }
    case 'budget_distribution':
      return {
        ...d,
        countries: d.countries.map((x) => ({
          ...x,
          budget: a.body.countries.find((b) => b.country_id === x.id)?.budget ?? x.budget,
        })),
      };
    case 'yoda_factor':
      return { ...d, yoda_factor: a.body.yoda_factor };
    case 'media_types_distribution':
      return {
        ...d,
        countries: d.countries.map((x) => ({
          ...x,
          media_types: x.media_types.map((m) => ({
            ...m,
            percent:
              a.body.media_types.find((p) => p.country_id === x.id && p.media_type_id === m.media_type_id)?.percent ??
              m.percent,
          })),
        })),
      };
    case 'print_dates':
      return { ...d, print_start_date: a.body.print_start_date, print_end_date: a.body.print_end_date };
    case 'advanced_filters':
      return { ...d, advanced_filters: a.body.filters };
    case 'pois':
      return { ...d, poi_ids: a.body.poi_ids };
    case 'unit_selection':
      return d;
  }
}

function stepRequest(a: StepArgs) {
  const params = { id: a.campaignId };
  switch (a.step) {
    case 'basic_data':
      return { endpoint: c.update, input: { params, body: a.body } };
    case 'budget_distribution_type':
      return { endpoint: c.setBudgetDistributionType, input: { params, body: a.body } };
    case 'media_types':
      return { endpoint: a.budget ? c.budgetSetMediaTypes : c.setMediaTypes, input: { params, body: a.body } };
    case 'budget_distribution':
      return {
        endpoint: a.budget ? c.budgetSetBudgetDistribution : c.setBudgetDistribution,
        input: { params, body: a.body },
      };
    case 'yoda_factor':
      return { endpoint: c.setYodaFactor, input: { params, body: a.body } };
    case 'media_types_distribution':
      return { endpoint: c.setMediaTypesDistribution, input: { params, body: a.body } };
    case 'print_dates':
      return { endpoint: c.setPrintDates, input: { params, body: a.body } };
    case 'advanced_filters':
      return { endpoint: c.setAdvancedFilters, input: { params, body: a.body } };
    case 'pois':
      return { endpoint: c.setPois, input: { params, body: a.body } };
    case 'unit_selection':
      return { endpoint: c.unitSelection, input: { params, body: {} } };
  }
}

const STEP_WORDS: Record<StepArgs['step'], [string, string]> = {
  basic_data: ['Datos básicos', 'Basic data'],
  budget_distribution_type: ['Tipo de distribución del presupuesto', 'Budget distribution type'],
  media_types: ['Tipos de medio', 'Media types'],
  budget_distribution: ['Distribución del presupuesto', 'Budget distribution'],
  yoda_factor: ['Factor yoda', 'Yoda factor'],
  media_types_distribution: ['Distribución por tipo de medio', 'Distribution by media type'],
  print_dates: ['Fechas de impresión', 'Print dates'],
  advanced_filters: ['Filtros avanzados', 'Advanced filters'],
  pois: ['Puntos de interés', 'Points of interest'],
  unit_selection: ['Selección de unidades', 'Unit selection'],
};

/** Saves one step of the editor (module doc). `budget` picks the budget/… paths of budget campaigns. */
export const saveStep = defineMutation({
  name: 'campaign.step',
  args: stepArgs,
  ...common<{ campaignId: number }>(),
  optimistic: (tx, args) =>
    changeCampaign(tx, args.campaignId, async (d) => markStep(await applyStep(tx, d, args), args.step)),
  // Each branch pairs an endpoint with its own body; the union is checked per branch above.
  request: (args) => stepRequest(args) as { endpoint: typeof c.update; input: never },
  describe: (args) => ({
    es: `${STEP_WORDS[args.step][0]} (campaña ${args.campaignId})`,
    en: `${STEP_WORDS[args.step][1]} (campaign ${args.campaignId})`,
  }),
});

const actionArgs = v.variant('action', [
  v.object({ action: v.literal('reserve'), campaignId: id }),
  v.object({ action: v.literal('cancelReservation'), campaignId: id, bookingId: id }),
  v.object({ action: v.literal('makeContract'), campaignId: id }),
  v.object({ action: v.literal('acceptPrice'), campaignId: id }),
  /** `from`: each unit's extra days when the action was taken, so the optimistic change is a "set". */
  v.object({
    action: v.literal('extraDays'),
    campaignId: id,
    days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
    from: v.pipe(
      v.array(v.object({ unit_id: id, extra_days: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
      v.minLength(1),
    ),
  }),
  v.object({ action: v.literal('addCredit'), campaignId: id, amount: v.pipe(v.number(), v.minValue(0)) }),
  v.object({
    action: v.literal('addTaxes'),
    campaignId: id,
    addTaxes: v.boolean(),
    taxPercent: v.pipe(v.number(), v.minValue(0)),
  }),
  v.object({ action: v.literal('cancel'), campaignId: id }),
]);
export type ActionArgs = v.InferOutput<typeof actionArgs>;

function applyAction(d: CampaignDetailRow, a: ActionArgs): CampaignDetailRow {
  switch (a.action) {
    case 'reserve':
      return { ...d, status: 'reserved', booking: true };
    case 'cancelReservation':
      return { ...d, status: 'in_progress', booking: false, booking_id: null };
    case 'makeContract':
      return { ...d, status: 'contracted' };
    case 'acceptPrice':
      return { ...d, price_accepted: true };
    case 'extraDays':
      return updateLines(
        d,
        a.from.map((f) => ({ unit_id: f.unit_id, extra_days: f.extra_days + a.days })),
      );
    case 'addCredit':
      return { ...d, credit: a.amount };
    case 'addTaxes':
      return { ...d, add_taxes: a.addTaxes, tax_percent: a.addTaxes ? a.taxPercent : 0 };
    case 'cancel':
      return { ...d, status: 'cancelled' };
  }
}

function actionRequest(a: ActionArgs) {
  const params = { id: a.campaignId };
  switch (a.action) {
    case 'reserve':
      return { endpoint: c.reserve, input: { params, body: {} } };
    case 'cancelReservation':
      return { endpoint: c.cancelReservation, input: { params: { id: a.campaignId, bookingId: a.bookingId } } };
    case 'makeContract':
      return { endpoint: c.makeContract, input: { params, body: {} } };
    case 'acceptPrice':
      return { endpoint: c.acceptPrice, input: { params, body: {} } };
    case 'extraDays':
      return {
        endpoint: c.extraDays,
        input: { params, body: { unit_ids: a.from.map((f) => f.unit_id), days: a.days } },
      };
    case 'addCredit':
      return { endpoint: c.addCredit, input: { params, body: { amount: a.amount } } };
    case 'addTaxes':
      return { endpoint: c.addTaxes, input: { params, body: { add_taxes: a.addTaxes } } };
    case 'cancel':
      return { endpoint: c.cancel, input: { params } };
  }
}

const ACTION_WORDS: Record<ActionArgs['action'], [string, string]> = {
  reserve: ['Reservar', 'Reserve'],
  cancelReservation: ['Cancelar la reserva', 'Cancel the reservation'],
  makeContract: ['Hacer el contrato', 'Make the contract'],
  acceptPrice: ['Aceptar el precio', 'Accept the price'],
  extraDays: ['Añadir días extra', 'Add extra days'],
  addCredit: ['Añadir crédito', 'Add credit'],
  addTaxes: ['Impuestos', 'Taxes'],
  cancel: ['Cancelar la campaña', 'Cancel the campaign'],
};

/** The campaign actions of spec §4 (module doc). */
export const campaignAction = defineMutation({
  name: 'campaign.action',
  args: actionArgs,
  ...common<{ campaignId: number }>(),
  optimistic: (tx, args) => changeCampaign(tx, args.campaignId, (d) => applyAction(d, args)),
  request: (args) => actionRequest(args) as { endpoint: typeof c.reserve; input: never },
  describe: (args) => ({
    es: `${ACTION_WORDS[args.action][0]} (campaña ${args.campaignId})`,
    en: `${ACTION_WORDS[args.action][1]} (campaign ${args.campaignId})`,
  }),
});

export const campaignMutations = [attachUnit, detachUnit, setDates, unitsUpdate, saveStep, campaignAction];
