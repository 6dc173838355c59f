/**
 * How campaigns are answered: the whole campaign as the editor shows it (`campaignDetail`, product.md §3); the
 * detail answers the quote itself (with an empty cart, the stored investment: the amount basic data gave).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { CampaignDetail, CartUnit } from '#src/api/contract/campaigns.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Quote } from '#src/domain/quote.ts';
import type { Db } from '#server/db/client.ts';
import { bookings, campaignCountries, campaignMediaTypes, campaigns, countries } from '#server/db/schema.ts';
import { peakLoad, progressOf } from '#server/domain/campaign-rules.ts';
import { countryNameIn } from '#server/i18n.ts';
import { iso } from '../sync-page.ts';
import { durationDays, campaignSummaries, type CampaignRow, type UnitRow, type LineRow } from './scope.ts';
import { holdsOf, latestImages } from './availability.ts';
import { cartOf, quoteOf } from './pricing.ts';
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
export async function campaignDetail(db: Db, campaignId: number, locale: Locale = 'es'): Promise<CampaignDetail> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error(`campaign ${campaignId} not found`);
  const [summary] = await campaignSummaries(db, [campaign], locale);
  const cart = await cartOf(db, campaignId);
  const quote = await quoteOf(db, campaign, cart);
  const unitIds = cart.map((r) => r.unit.id);
  const [images, holds] = [await latestImages(db, unitIds), await holdsOf(db, unitIds, campaignId)];
  const countryRows = await db
    .select({ id: countries.id, name: countries.name, iso2: countries.iso2, budget: campaignCountries.budget })
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
      name: countryNameIn(locale, c),
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
