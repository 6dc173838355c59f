/**
 * `campaign.step` (product.md §4 the editor's steps; api-catalogue.md "Campaigns"): saves one step of
 * the campaign editor — basic data, budget distribution type, media types, budget distribution, yoda
 * factor, distribution by media type, print dates, advanced filters, points of interest, unit
 * selection. It picks its endpoint from the step (and `budget`: the budget/… paths of budget
 * campaigns), so it keeps a name of its own; entries of every step share it, in order.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract
 * and pure models.
 */
import * as v from 'valibot';
import * as c from '#src/api/contract/campaigns.ts';
import type { CampaignDetailRow, PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { changeCampaign, common, isoDay, markStep, positive } from './shared.ts';

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
export const campaignStep = defineMutation({
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
