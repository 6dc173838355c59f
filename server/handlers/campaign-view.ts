/**
 * How campaigns are answered (contract src/api/contract/campaigns.ts
 * `campaignDetail`, catalog-lists.ts `campaignSummary`): one place for the
 * list, the view and every call that changes a campaign, so a change answers
 * exactly what the next view or pull would bring.
 *
 * Prices always come from `quoteCart` (src/domain/quote.ts,
 * the app's own), with the side-A percent of the setting
 * `yoda.percentage_to_face_units` and the tax percent of `tax.default_percentage`
 * (0 when the campaign's `add_taxes` is off), less the campaign's credit.
 * `savePricing` stores what the quote says (each line's `total_price`, the
 * campaign's `investment`); the detail answers the quote itself (with an
 * empty cart, the stored investment: the amount basic data gave). Lists
 * answer the stored investment, which is the quote since the cart's last
 * change.
 *
 * Availability: other campaigns (not deleted) that are reserved or contracted
 * hold their cart units over their lines' dates with `spots_used` spots
 * (`holdsOf`); a unit is busy on the days those holds take all its spots
 * (server/domain/campaign-rules.ts `busyPeriods`).
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CampaignDetail, CartUnit } from '#src/api/contract/campaigns.ts';
import type { CampaignSummary } from '#src/api/contract/catalog-lists.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { quoteCart, type MediaTypeRule, type Quote, type QuoteMediaType } from '#src/domain/quote.ts';
import { fileUrl, hasRole, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  bookings,
  campaignCountries,
  campaignMediaTypes,
  campaignUnits,
  campaigns,
  clientSellers,
  countries,
  mediaTypes,
  orderJobItemPhotos,
  orderJobItems,
  settings,
  units,
  users,
  unitReservations,
} from '../db/schema.ts';
import {
  HOLDING,
  busyPeriods,
  dayNumber,
  peakLoad,
  progressOf,
  type Hold,
  type Period,
} from '../domain/campaign-rules.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import { iso } from './sync-page.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
type UnitRow = typeof units.$inferSelect;
type LineRow = typeof campaignUnits.$inferSelect;

/** Settings the quote reads (spec §3 Settings, §9). */
export const SIDE_A_SETTING = 'yoda.percentage_to_face_units';
export const TAX_SETTING = 'tax.default_percentage';

/**
 * Which campaigns the caller may see: conditions on `campaigns` to add to a
 * query — none for administrators and managers; a seller the campaigns of the
 * clients assigned to it (client_sellers); everyone else (clients, agencies)
 * its own.
 */
export function campaignScope(db: Db, user: AuthUser): SQL[] {
  if (isSuperuser(user.permissions) || hasRole(user, 'manager')) return [];
  if (hasRole(user, 'seller')) {
    return [
      inArray(
        campaigns.clientId,
        db.select({ id: clientSellers.clientId }).from(clientSellers).where(eq(clientSellers.sellerId, user.id)),
      ),
    ];
  }
  return [eq(campaigns.clientId, user.id)];
}

/**
 * A live campaign the caller may see; inside a transaction pass `lock` to hold
 * its row until commit (changes of one campaign run one after the other).
 * @throws HttpError 404 when missing, deleted or out of the caller's scope
 */
export async function findCampaign(
  db: Db,
  user: AuthUser,
  id: number,
  locale: Locale,
  lock = false,
): Promise<CampaignRow> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt), ...campaignScope(db, user)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return row;
}

/** Inclusive whole days between two YYYY-MM-DD dates (product.md §9), or null when either is missing. */
export function durationDays(start: string | null, end: string | null): number | null {
  return start && end ? dayNumber(end) - dayNumber(start) + 1 : null;
}

/** The campaigns as lists show them (client name, country names, cart size, progress), in the given order. */
export async function campaignSummaries(db: Db, rows: CampaignRow[]): Promise<CampaignSummary[]> {
  const ids = rows.map((c) => c.id);
  if (!ids.length) return [];
  const clientIds = [...new Set(rows.map((c) => c.clientId))];
  const clients = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, clientIds));
  const places = await db
    .select({ id: campaignCountries.campaignId, name: countries.name })
    .from(campaignCountries)
    .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
    .where(inArray(campaignCountries.campaignId, ids))
    .orderBy(asc(countries.name));
  const unitCounts = await db
    .select({ id: campaignUnits.campaignId, n: count() })
    .from(campaignUnits)
    .where(inArray(campaignUnits.campaignId, ids))
    .groupBy(campaignUnits.campaignId);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    investment: c.investment,
    duration: durationDays(c.startDate, c.endDate),
    client: { id: c.clientId, name: clients.find((u) => u.id === c.clientId)?.name ?? '' },
    place: places
      .filter((p) => p.id === c.id)
      .map((p) => p.name)
      .join(', '),
    booking: c.booking,
    reservable: c.reservable,
    campaign_type: { key: c.campaignType },
    budget_campaign_type: c.budgetCampaignType ? { key: c.budgetCampaignType } : null,
    units_category: { key: c.unitsCategory },
    region_type: { key: c.regionType },
    start_date: c.startDate,
    end_date: c.endDate,
    current_step: progressOf(c.campaignType, c.unitsCategory, c.stepsDone).current_step,
    units_count: unitCounts.find((u) => u.id === c.id)?.n ?? 0,
    updated_at: iso(c.updatedAt),
  }));
}

// ── Availability ────────────────────────────────────────────────────────────

/** What other campaigns that are reserved or contracted, and the provider's unit reservations, hold of each unit (module doc). */
export async function holdsOf(
  db: Db,
  unitIds: readonly number[],
  exceptCampaignId: number,
): Promise<Map<number, Hold[]>> {
  const out = new Map<number, Hold[]>();
  if (!unitIds.length) return out;
  const rows = await db
    .select({
      unitId: campaignUnits.unitId,
      start: campaignUnits.startDate,
      end: campaignUnits.endDate,
      spots: campaignUnits.spotsUsed,
    })
    .from(campaignUnits)
    .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
    .where(
      and(
        inArray(campaignUnits.unitId, [...unitIds]),
        ne(campaigns.id, exceptCampaignId),
        isNull(campaigns.deletedAt),
        inArray(campaigns.status, [...HOLDING]),
      ),
    );
  for (const r of rows)
    out.set(r.unitId, [...(out.get(r.unitId) ?? []), { start: r.start, end: r.end, spots: r.spots }]);
  // the provider's own reservations of its units (api-catalogue.md "Unit reservations") hold spots too
  const reserved = await db
    .select({
      unitId: unitReservations.unitId,
      start: unitReservations.startDate,
      end: unitReservations.endDate,
      spots: unitReservations.spots,
    })
    .from(unitReservations)
    .where(inArray(unitReservations.unitId, [...unitIds]));
  for (const r of reserved)
    out.set(r.unitId, [...(out.get(r.unitId) ?? []), { start: r.start, end: r.end, spots: r.spots }]);
  return out;
}

/** Busy periods of each unit for campaign `campaignId` (others' holds that take all its spots). */
export async function busyOf(
  db: Db,
  unitList: readonly { id: number; spots: number }[],
  campaignId: number,
): Promise<Map<number, Period[]>> {
  const holds = await holdsOf(
    db,
    unitList.map((u) => u.id),
    campaignId,
  );
  return new Map(unitList.map((u) => [u.id, busyPeriods(holds.get(u.id) ?? [], u.spots)]));
}

/**
 * Locks the unit rows until the transaction ends, so two campaigns checking
 * and taking the same unit run one after the other (a reservation and a
 * contract never both pass the check on PostgreSQL).
 */
export async function lockUnits(tx: Db, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length)
    await tx
      .select({ id: units.id })
      .from(units)
      .where(inArray(units.id, [...unitIds]))
      .orderBy(asc(units.id))
      .for('update');
}

/** Thumbnail URL of the latest proof-of-posting photo of each unit that has one. */
export async function latestImages(db: Db, unitIds: readonly number[]): Promise<Map<number, string>> {
  if (!unitIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([orderJobItems.unitId], { unitId: orderJobItems.unitId, thumb: orderJobItemPhotos.thumbFileId })
    .from(orderJobItemPhotos)
    .innerJoin(orderJobItems, eq(orderJobItems.id, orderJobItemPhotos.orderJobItemId))
    .where(inArray(orderJobItems.unitId, [...unitIds]))
    .orderBy(orderJobItems.unitId, desc(orderJobItemPhotos.createdAt), desc(orderJobItemPhotos.id));
  return new Map(rows.map((r) => [r.unitId, fileUrl(r.thumb)]));
}

// ── Pricing ─────────────────────────────────────────────────────────────────

/** The percents the quote needs (module doc): side-A surcharge and taxes, as numbers (0 when unset). */
export async function pricingSettings(db: Db): Promise<{ sideAPercent: number; taxPercent: number }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [SIDE_A_SETTING, TAX_SETTING]));
  const read = (key: string) => Number(rows.find((r) => r.key === key)?.value ?? 0) || 0;
  return { sideAPercent: read(SIDE_A_SETTING), taxPercent: read(TAX_SETTING) };
}

/** A campaign's cart lines with their units, in the order they were added. */
async function cartOf(db: Db, campaignId: number): Promise<{ line: LineRow; unit: UnitRow }[]> {
  return db
    .select({ line: campaignUnits, unit: units })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(eq(campaignUnits.campaignId, campaignId))
    .orderBy(asc(campaignUnits.id));
}

/** The rules of every media type, as the quote reads them. */
async function quoteMediaTypes(db: Db): Promise<QuoteMediaType[]> {
  const rows = await db.select({ id: mediaTypes.id, rules: mediaTypes.rules }).from(mediaTypes);
  return rows.map((m) => ({ id: m.id, rules: m.rules as MediaTypeRule[] }));
}

/** Prices a campaign's cart (module doc). */
async function quoteOf(db: Db, campaign: CampaignRow, cart: { line: LineRow; unit: UnitRow }[]): Promise<Quote> {
  const { sideAPercent, taxPercent } = await pricingSettings(db);
  const lines = cart.map(({ line, unit }) => ({
    unit_id: unit.id,
    country_id: unit.countryId,
    media_type_id: unit.mediaTypeId,
    price: line.price,
    print_price: line.printPrice,
    spots_used: line.spotsUsed,
    extra_days: line.extraDays,
    side: unit.side,
    start_date: line.startDate,
    end_date: line.endDate,
  }));
  return quoteCart(lines, await quoteMediaTypes(db), {
    sideAPercent,
    taxPercent: campaign.addTaxes ? taxPercent : 0,
    credit: campaign.credit,
  });
}

/**
 * Prices the cart of `campaign` and stores each line's `total_price`.
 * @returns the cart's investment (pesos) and number of lines, for the campaign row
 */
export async function savePricing(tx: Db, campaign: CampaignRow): Promise<{ investment: number; units: number }> {
  const cart = await cartOf(tx, campaign.id);
  const quote = await quoteOf(tx, campaign, cart);
  for (const [i, { line }] of cart.entries()) {
    const total = quote.lines[i]!.total_price;
    if (total !== line.totalPrice)
      await tx.update(campaignUnits).set({ totalPrice: total }).where(eq(campaignUnits.id, line.id));
  }
  return { investment: quote.investment, units: cart.length };
}

/** The first and last day of the campaign's media types' dates (null when none has dates). */
export async function dateSpan(
  tx: Db,
  campaignId: number,
): Promise<{ startDate: string | null; endDate: string | null }> {
  const [row] = await tx
    .select({
      start: sql<string | null>`min(${campaignMediaTypes.startDate})`,
      end: sql<string | null>`max(${campaignMediaTypes.endDate})`,
    })
    .from(campaignMediaTypes)
    .where(eq(campaignMediaTypes.campaignId, campaignId));
  return { startDate: row?.start ?? null, endDate: row?.end ?? null };
}

// ── The detail ──────────────────────────────────────────────────────────────

/** A cart line as the contract answers it (`cartUnit`); `peak` the most spots others hold on its days. */
function cartUnitAnswer(
  line: LineRow,
  unit: UnitRow,
  priced: Quote['lines'][number] | undefined,
  image: string | null,
  peak: number,
): CartUnit {
  return {
    id: unit.id,
    title: unit.title,
    sku: unit.sku,
    address: unit.address,
    lat: unit.lat,
    lng: unit.lng,
    image,
    country_id: unit.countryId,
    state_id: unit.stateId,
    city_id: unit.cityId,
    media_type_id: unit.mediaTypeId,
    provider_id: unit.providerId,
    side: unit.side,
    direction: unit.direction,
    traffic_direction: unit.trafficDirection,
    daily_traffic: unit.dailyTraffic,
    price: line.price,
    original_price: unit.price,
    print_price: line.printPrice,
    min_price: unit.minPrice,
    min_print_price: unit.minPrintPrice,
    available_spots: Math.max(0, unit.spots - peak),
    spots_used: line.spotsUsed,
    extra_days: line.extraDays,
    start_date: line.startDate,
    end_date: line.endDate,
    duration: priced?.duration ?? durationDays(line.startDate, line.endDate) ?? 0,
    total_price: priced?.total_price ?? line.totalPrice,
    extra_by_side: priced?.extra_by_side ?? 0,
    // a price other than the unit's list price was agreed for this campaign
    is_special: line.price !== unit.price,
    bought_at: line.boughtAt ? iso(line.boughtAt) : null,
  };
}

/**
 * The campaign as the editor, the cart and the detail pages show it
 * (contract `campaignDetail`): its summary, progress, editor choices,
 * countries with their media types, the cart priced by the quote (investment,
 * groups, taxes, credit, total) and the open booking.
 * @throws Error when the campaign does not exist (callers found it first)
 */
export async function campaignDetail(db: Db, campaignId: number): Promise<CampaignDetail> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error(`campaign ${campaignId} not found`);
  const [summary] = await campaignSummaries(db, [campaign]);
  const cart = await cartOf(db, campaignId);
  const quote = await quoteOf(db, campaign, cart);
  const unitIds = cart.map((r) => r.unit.id);
  const [images, holds] = [await latestImages(db, unitIds), await holdsOf(db, unitIds, campaignId)];
  const countryRows = await db
    .select({ id: countries.id, name: countries.name, budget: campaignCountries.budget })
    .from(campaignCountries)
    .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
    .where(eq(campaignCountries.campaignId, campaignId))
    .orderBy(asc(countries.name));
  const typeRows = await db
    .select()
    .from(campaignMediaTypes)
    .where(eq(campaignMediaTypes.campaignId, campaignId))
    .orderBy(asc(campaignMediaTypes.mediaTypeId));
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.campaignId, campaignId), eq(bookings.status, 'open')))
    .orderBy(desc(bookings.id))
    .limit(1);
  const progress = progressOf(campaign.campaignType, campaign.unitsCategory, campaign.stepsDone);
  return {
    ...summary!,
    // the cart's quote; an empty cart shows the amount basic data gave (campaigns.ts module doc)
    investment: cart.length ? quote.investment : campaign.investment,
    steps: progress.steps,
    next_step: progress.next_step,
    package_id: campaign.packageId,
    budget_distribution_type: campaign.budgetDistributionType,
    yoda_factor: campaign.yodaFactor,
    print_start_date: campaign.printStartDate,
    print_end_date: campaign.printEndDate,
    advanced_filters: campaign.advancedFilters,
    poi_ids: campaign.poiIds,
    countries: countryRows.map((c) => ({
      id: c.id,
      name: c.name,
      budget: c.budget,
      media_types: typeRows
        .filter((m) => m.countryId === c.id)
        .map((m) => ({
          media_type_id: m.mediaTypeId,
          start_date: m.startDate,
          end_date: m.endDate,
          periods: m.periods,
          percent: m.percent,
        })),
    })),
    units: cart.map(({ line, unit }, i) =>
      cartUnitAnswer(
        line,
        unit,
        quote.lines[i],
        images.get(unit.id) ?? null,
        peakLoad(holds.get(unit.id) ?? [], line.startDate, line.endDate),
      ),
    ),
    groups: quote.groups,
    add_taxes: campaign.addTaxes,
    tax_percent: quote.tax_percent,
    taxes: quote.taxes,
    credit: quote.credit,
    total: quote.total,
    price_accepted: campaign.priceAccepted,
    booking_id: booking?.id ?? null,
  };
}

/** The quote of a campaign's cart as `cotize` answers it. */
export async function campaignQuote(db: Db, campaign: CampaignRow): Promise<Quote> {
  return quoteOf(db, campaign, await cartOf(db, campaign.id));
}
