/**
 * Campaign planning: the change endpoints, each one `change` (shared.ts) around what it applies
 * (api-catalogue.md "Campaigns", product.md §4, §5).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as c from '#src/api/contract/campaigns.ts';
import {
  bookings,
  campaignCountries,
  campaignMediaTypes,
  campaignUnits,
  campaigns,
  pois,
  units,
} from '#server/db/schema.ts';
import { stepsDoneAfter } from '#server/domain/campaign-rules.ts';
import { implement, type HandlerContext } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { campaignDetail } from '../campaign-view.ts';
import { notFound, invalid, change, assertCartNotEmpty, linesWhere } from './shared.ts';
import { clientFor, assertCountries, packageFor, applyBasicData } from './basic-data.ts';
import {
  assertEnum,
  applyMediaTypes,
  applyBudgets,
  applyDates,
  applyMediaTypesDistribution,
  applyUnitsUpdate,
} from './steps.ts';
import { applyAttach, applyDetach, applyReserve, applyContract, applyCancel } from './cart.ts';
// ── Changes ─────────────────────────────────────────────────────────────────

/**
 * Creates a draft campaign for the caller (or, for sellers and agencies, `body.client_id`): its countries, and for a
 * package campaign the package (in one of those countries) with its media type. Used by `POST /client/campaigns` and
 * `POST /client/campaigns/packages/create`.
 * @throws HttpError 422 (unknown country, no or foreign package, customer not reachable)
 */
export async function storeCampaign({
  db,
  body,
  user,
  locale,
  now,
}: Pick<HandlerContext<typeof c.store>, 'db' | 'body' | 'user' | 'locale' | 'now'>) {
  const clientId = await clientFor(db, user, body.client_id, locale);
  const wanted = [...new Set(body.countries)];
  await assertCountries(db, wanted, locale);
  const pkg = body.campaign_type === 'package' ? await packageFor(db, body.package_id, wanted, locale) : null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        clientId,
        name: body.name,
        status: 'draft',
        campaignType: body.campaign_type,
        unitsCategory: body.units_category,
        investment: body.investment ?? pkg?.value ?? 0,
        packageId: pkg?.id ?? null,
        stepsDone: stepsDoneAfter(body.campaign_type, body.units_category, 0, 'basic_data'),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: campaigns.id });
    await tx.insert(campaignCountries).values(wanted.map((countryId) => ({ campaignId: row!.id, countryId })));
    if (pkg)
      await tx
        .insert(campaignMediaTypes)
        .values({ campaignId: row!.id, countryId: pkg.countryId, mediaTypeId: pkg.mediaTypeId });
    return row!.id;
  });
  return { data: await campaignDetail(db, id, locale), message: msg(locale, 'campaign.created') };
}

export const changeHandlers = [
  implement(c.store, (x) => storeCampaign(x)),

  implement(c.update, (x) =>
    change(x, x.params.id, { step: 'basic_data', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
      applyBasicData(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.setBudgetDistributionType, (x) =>
    change(x, x.params.id, { step: 'budget_distribution_type', message: 'campaign.saved' }, async (tx) => {
      await assertEnum(tx, 'distribution_type', x.body.budget_distribution_type, 'budget_distribution_type', x.locale);
      return { patch: { budgetDistributionType: x.body.budget_distribution_type } };
    }),
  ),

  ...[c.setMediaTypes, c.budgetSetMediaTypes].map((e) =>
    implement(e, (x) =>
      change(x, x.params.id, { step: 'media_types', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
        applyMediaTypes(tx, cmp, x.body, x.locale),
      ),
    ),
  ),

  ...[c.setBudgetDistribution, c.budgetSetBudgetDistribution].map((e) =>
    implement(e, (x) =>
      change(x, x.params.id, { step: 'budget_distribution', message: 'campaign.saved' }, (tx, cmp) =>
        applyBudgets(tx, cmp, x.body, x.locale),
      ),
    ),
  ),

  implement(c.setYodaFactor, (x) =>
    change(x, x.params.id, { step: 'yoda_factor', message: 'campaign.saved' }, async (tx) => {
      await assertEnum(tx, 'yoda_factor', x.body.yoda_factor, 'yoda_factor', x.locale);
      return { patch: { yodaFactor: x.body.yoda_factor } };
    }),
  ),

  implement(c.setMediaTypesDistribution, (x) =>
    change(x, x.params.id, { step: 'media_types_distribution', message: 'campaign.saved' }, (tx, cmp) =>
      applyMediaTypesDistribution(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.dates, (x) =>
    change(x, x.params.id, { step: 'dates', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
      applyDates(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.setPrintDates, (x) =>
    change(x, x.params.id, { step: 'print_dates', message: 'campaign.saved' }, async () => {
      if (x.body.print_end_date < x.body.print_start_date)
        throw invalid('print_end_date', msg(x.locale, 'campaign.end_before_start'));
      return { patch: { printStartDate: x.body.print_start_date, printEndDate: x.body.print_end_date } };
    }),
  ),

  implement(c.setAdvancedFilters, (x) =>
    change(x, x.params.id, { step: 'advanced_filters', message: 'campaign.saved' }, async () => {
      const f = x.body.filters;
      if (f.min_price !== undefined && f.max_price !== undefined && f.min_price > f.max_price)
        throw invalid('filters.min_price', msg(x.locale, 'campaign.min_over_max'));
      return { patch: { advancedFilters: f } };
    }),
  ),

  implement(c.setPois, (x) =>
    change(x, x.params.id, { step: 'pois', message: 'campaign.saved' }, async (tx) => {
      const ids = [...new Set(x.body.poi_ids)];
      const found = ids.length
        ? (await tx.select({ id: pois.id }).from(pois).where(inArray(pois.id, ids))).map((r) => r.id)
        : [];
      const missing = ids.filter((i) => !found.includes(i));
      if (missing.length) throw invalid('poi_ids', msg(x.locale, 'campaign.unknown_pois', { ids: missing.join(', ') }));
      return { patch: { poiIds: ids } };
    }),
  ),

  implement(c.unitSelection, (x) =>
    change(x, x.params.id, { step: 'unit_selection', message: 'campaign.saved' }, async (tx, cmp) => {
      await assertCartNotEmpty(tx, cmp.id, x.locale);
    }),
  ),

  implement(c.unitsUpdate, (x) =>
    change(x, x.params.id, { step: 'units_update', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
      applyUnitsUpdate(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.attachUnit, (x) =>
    change(x, x.params.id, { reprice: true, message: 'campaign.unit_added' }, (tx, cmp) =>
      applyAttach(tx, cmp, x.params.unit, x.locale),
    ),
  ),
  implement(c.detachUnit, (x) =>
    change(x, x.params.id, { reprice: true, message: 'campaign.unit_removed' }, (tx, cmp) =>
      applyDetach(tx, cmp, x.params.unit),
    ),
  ),

  implement(c.reserve, (x) =>
    change(x, x.params.id, { action: 'reserve', message: 'campaign.reserved' }, (tx, cmp) =>
      applyReserve(tx, cmp, x.locale, x.now),
    ),
  ),

  implement(c.cancelReservation, (x) =>
    change(
      x,
      x.params.id,
      { action: 'cancel_reservation', message: 'campaign.reservation_cancelled' },
      async (tx, cmp) => {
        const cancelled = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: x.now, updatedAt: x.now })
          .where(and(eq(bookings.id, x.params.bookingId), eq(bookings.campaignId, cmp.id), eq(bookings.status, 'open')))
          .returning({ id: bookings.id });
        if (!cancelled.length) throw notFound(x.locale);
        return { patch: { status: 'in_progress', booking: false } };
      },
    ),
  ),

  implement(c.makeContract, (x) =>
    change(x, x.params.id, { action: 'contract', message: 'campaign.contracted' }, (tx, cmp) =>
      applyContract(tx, cmp, x.locale, x.now),
    ),
  ),

  implement(c.acceptPrice, (x) =>
    change(x, x.params.id, { message: 'campaign.price_accepted' }, async (tx, cmp) => {
      await assertCartNotEmpty(tx, cmp.id, x.locale);
      return { patch: { priceAccepted: true } };
    }),
  ),

  implement(c.extraDays, (x) =>
    change(x, x.params.id, { reprice: true, message: 'campaign.saved' }, async (tx, cmp) => {
      const ids = [...new Set(x.body.unit_ids)];
      const lines = await linesWhere(tx, cmp.id, inArray(units.id, ids));
      if (lines.length !== ids.length) throw invalid('unit_ids', msg(x.locale, 'campaign.not_in_cart'));
      await tx
        .update(campaignUnits)
        .set({ extraDays: sql`${campaignUnits.extraDays} + ${x.body.days}` })
        .where(
          inArray(
            campaignUnits.id,
            lines.map((l) => l.line.id),
          ),
        );
    }),
  ),

  implement(c.addCredit, (x) =>
    change(x, x.params.id, { message: 'campaign.saved' }, async () => ({ patch: { credit: x.body.amount } })),
  ),
  implement(c.addTaxes, (x) =>
    change(x, x.params.id, { message: 'campaign.saved' }, async () => ({ patch: { addTaxes: x.body.add_taxes } })),
  ),
  implement(c.cancel, (x) =>
    change(x, x.params.id, { action: 'cancel', message: 'campaign.cancelled' }, (tx, cmp) =>
      applyCancel(tx, cmp, x.now),
    ),
  ),
];
