/**
 * Cart mutations of a campaign (product.md §2–§5 campaigns; api-catalogue.md "Campaigns"), each named
 * after its endpoint (earlier versions stored them as `campaign.attachUnit`…, kept as `formerNames`):
 * - `campaigns.attachUnit` / `campaigns.detachUnit`: POST attach_unit / PUT detach_unit;
 * - `campaigns.dates`: PUT {id}/dates for one country's media type;
 * - `campaigns.unitsUpdate`: POST units_update (price, print price, spots, extra days).
 * A refusal (e.g. a unit booked by another campaign meanwhile) rolls back by re-reading the campaign;
 * the refused entry stays in the outbox with the server's reason, and the cart shows it on that unit
 * with a way to replace it.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract
 * and pure models.
 */
import * as v from 'valibot';
import * as c from '#src/api/contract/campaigns.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { attachLine, detachLine, setMediaTypeDates, updateLines } from '../model/cart.ts';
import { changeCampaign, common, isoDay, markStep, positive } from './shared.ts';

export const attachUnit = defineMutation({
  endpoint: c.attachUnit,
  formerNames: ['campaign.attachUnit'],
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
  endpoint: c.detachUnit,
  formerNames: ['campaign.detachUnit'],
  args: v.object({ campaignId: positive, unitId: positive, unitTitle: v.string() }),
  ...common<{ campaignId: number }>(),
  optimistic: (tx, args) => changeCampaign(tx, args.campaignId, (d) => detachLine(d, args.unitId)),
  request: (args) => ({ endpoint: c.detachUnit, input: { params: { id: args.campaignId, unit: args.unitId } } }),
  describe: (args) => ({
    es: `Quitar ${args.unitTitle} de la campaña ${args.campaignId}`,
    en: `Remove ${args.unitTitle} from campaign ${args.campaignId}`,
  }),
});

export const dates = defineMutation({
  endpoint: c.dates,
  formerNames: ['campaign.dates'],
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
  endpoint: c.unitsUpdate,
  formerNames: ['campaign.unitsUpdate'],
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
