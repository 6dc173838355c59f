/**
 * A campaign's reads of its media types, budget and extra units, and where campaigns are planned (contract
 * src/api/contract/campaign-reports.ts; api-catalogue.md "Campaigns"; product.md §3 "Campaign", "Media type",
 * "Country group (cart)"). Amounts come from the cart's quote (campaign-view/pricing.ts `quoteOf`, the app's own
 * src/domain/quote.ts), so budget spending equals what the cart shows; availability from `busyOf` (the cart's own
 * rule). Callers found the campaign first (ownership rule `campaign`).
 */
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { MediaType } from '#src/api/contract/lookups.ts';
import { priceLine, type MediaTypeRule } from '#src/domain/quote.ts';
import { fromMinor, toMinor } from '#src/domain/contract-rules.ts';
import { inclusiveDays } from '#src/lib/dates.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignCountries,
  campaignMediaTypes,
  campaignUnits,
  countries,
  mediaTypes,
  units,
} from '#server/db/schema.ts';
import { conflicts } from '#server/domain/campaign-rules.ts';
import { countryNameIn } from '#server/i18n.ts';
import { BOARD_WORDS } from '#server/i18n/boards.ts';
import { busyOf } from '../campaign-view/availability.ts';
import { cartOf, quoteOf } from '../campaign-view/pricing.ts';
import type { CampaignRow } from '../campaign-view/scope.ts';
import { meta } from '../lookups.ts';
import { num, sqlRows } from '../dashboards/chart.ts';

/** The campaign's countries (named in `locale`) with currency and budget. */
async function countriesOf(db: Db, campaignId: number, locale: Locale) {
  const rows = await db
    .select({
      id: countries.id,
      name: countries.name,
      iso2: countries.iso2,
      currency: countries.currency,
      budget: campaignCountries.budget,
    })
    .from(campaignCountries)
    .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
    .where(eq(campaignCountries.campaignId, campaignId))
    .orderBy(asc(countries.name));
  return rows.map((c) => ({ ...c, name: countryNameIn(locale, c) }));
}

/** The campaign's media types per country, with the media type row. */
async function typesOf(db: Db, campaignId: number) {
  return db
    .select({ pivot: campaignMediaTypes, type: mediaTypes })
    .from(campaignMediaTypes)
    .innerJoin(mediaTypes, eq(mediaTypes.id, campaignMediaTypes.mediaTypeId))
    .where(eq(campaignMediaTypes.campaignId, campaignId))
    .orderBy(asc(campaignMediaTypes.countryId), asc(campaignMediaTypes.mediaTypeId));
}

const typeName = (locale: Locale, t: { name: string; nameEn: string }) => (locale === 'en' ? t.nameEn : t.name);

/** `{id}/media_types`: the campaign's media types per country, named, with dates, days and cart units. */
export async function campaignMediaTypeRows(db: Db, campaign: CampaignRow, locale: Locale) {
  const [places, types, cart] = [
    await countriesOf(db, campaign.id, locale),
    await typesOf(db, campaign.id),
    await cartOf(db, campaign.id),
  ];
  const data = places.flatMap((c) =>
    types
      .filter((t) => t.pivot.countryId === c.id)
      .map(({ pivot: p, type: t }) => ({
        country_id: c.id,
        country: c.name,
        media_type_id: t.id,
        name: typeName(locale, t),
        category: t.category,
        start_date: p.startDate,
        end_date: p.endDate,
        days: p.startDate && p.endDate ? inclusiveDays(p.startDate, p.endDate) : null,
        periods: p.periods,
        percent: p.percent,
        units: cart.filter((l) => l.unit.countryId === c.id && l.unit.mediaTypeId === t.id).length,
      })),
  );
  return { data };
}

/** `{id}/media-types`: the media types the cart prices with, of one country when given, in the look-up's shape. */
export async function cartMediaTypeRows(db: Db, campaign: CampaignRow, locale: Locale, country?: number) {
  const pivots = (await typesOf(db, campaign.id)).filter((t) => country === undefined || t.pivot.countryId === country);
  const inCart = (await cartOf(db, campaign.id))
    .filter((l) => country === undefined || l.unit.countryId === country)
    .map((l) => l.unit.mediaTypeId);
  const ids = [...new Set([...pivots.map((t) => t.type.id), ...inCart])];
  if (!ids.length) return { data: [] };
  const rows = await db.select().from(mediaTypes).where(inArray(mediaTypes.id, ids)).orderBy(asc(mediaTypes.id));
  const data: MediaType[] = rows.map((m) => ({
    id: m.id,
    key: m.key,
    name: typeName(locale, m),
    category: m.category as MediaType['category'],
    purchase_periods: m.purchasePeriods,
    rules: m.rules as MediaType['rules'],
  }));
  return { data };
}

/** The quote's spending per country and per country × media type (subtotal + side-A surcharge), centavos. */
async function spending(db: Db, campaign: CampaignRow) {
  const quote = await quoteOf(db, campaign, await cartOf(db, campaign.id));
  const byCountry = new Map<number, number>();
  const byType = new Map<string, { minor: number; units: number }>();
  for (const g of quote.groups) {
    byCountry.set(g.country_id, toMinor(g.subtotal) + toMinor(g.side_a_surcharge));
    for (const m of g.media_types)
      byType.set(`${g.country_id}:${m.media_type_id}`, {
        minor: toMinor(m.subtotal) + toMinor(m.side_a_surcharge),
        units: m.units_count,
      });
  }
  return { byCountry, byType };
}

/** `{id}/budget-media-types`: budget and spending per country × media type and per country. */
export async function budgetRows(db: Db, campaign: CampaignRow, locale: Locale) {
  const places = await countriesOf(db, campaign.id, locale);
  const types = await typesOf(db, campaign.id);
  const { byCountry, byType } = await spending(db, campaign);
  const data = places.flatMap((c) =>
    types
      .filter((t) => t.pivot.countryId === c.id)
      .map(({ pivot: p, type: t }) => {
        const spent = byType.get(`${c.id}:${t.id}`) ?? { minor: 0, units: 0 };
        const budgetMinor =
          c.budget !== null && p.percent !== null ? Math.round((toMinor(c.budget) * p.percent) / 100) : null;
        return {
          country_id: c.id,
          country: c.name,
          currency: c.currency,
          media_type_id: t.id,
          media_type: typeName(locale, t),
          percent: p.percent,
          budget: budgetMinor === null ? null : fromMinor(budgetMinor),
          spent: fromMinor(spent.minor),
          remaining: budgetMinor === null ? null : fromMinor(budgetMinor - spent.minor),
          units: spent.units,
        };
      }),
  );
  return {
    data,
    countries: places.map((c) => ({
      country_id: c.id,
      country: c.name,
      currency: c.currency,
      budget: c.budget,
      spent: fromMinor(byCountry.get(c.id) ?? 0),
    })),
  };
}

/** `{id}/extra-units` (contract doc): free units the campaign could add, best traffic first, paginated (≤ 100). */
export async function extraUnitRows(
  db: Db,
  campaign: CampaignRow,
  q: { country?: number | undefined; media_type?: number | undefined; fits?: boolean | undefined },
  page: { page?: number | undefined; per_page?: number | undefined },
) {
  const places = new Map((await countriesOf(db, campaign.id, 'es')).map((c) => [c.id, c]));
  const { byCountry } = await spending(db, campaign);
  const groups = (await typesOf(db, campaign.id)).filter(
    (t) =>
      t.pivot.startDate &&
      t.pivot.endDate &&
      (q.country === undefined || t.pivot.countryId === q.country) &&
      (q.media_type === undefined || t.type.id === q.media_type),
  );
  const cart = db
    .select({ id: campaignUnits.unitId })
    .from(campaignUnits)
    .where(eq(campaignUnits.campaignId, campaign.id));
  const found = [];
  for (const { pivot: p, type: t } of groups) {
    const place = places.get(p.countryId);
    if (!place) continue;
    const candidates = await db
      .select()
      .from(units)
      .where(
        and(
          eq(units.countryId, p.countryId),
          eq(units.mediaTypeId, t.id),
          eq(units.status, 'active'),
          isNull(units.deletedAt),
          notInArray(units.id, cart),
        ),
      );
    const busy = await busyOf(db, candidates, campaign.id);
    const left = place.budget === null ? null : toMinor(place.budget) - (byCountry.get(p.countryId) ?? 0);
    for (const u of candidates) {
      if (conflicts(busy.get(u.id) ?? [], p.startDate!, p.endDate!).length) continue;
      const priced = priceLine(
        {
          unit_id: u.id,
          country_id: u.countryId,
          media_type_id: u.mediaTypeId,
          price: u.price,
          print_price: u.printPrice,
          spots_used: 1,
          extra_days: 0,
          side: u.side,
          start_date: p.startDate!,
          end_date: p.endDate!,
        },
        { id: t.id, rules: t.rules as MediaTypeRule[] },
      );
      const fits = left === null ? null : toMinor(priced.total_price) <= left;
      if (q.fits === true && fits !== true) continue;
      found.push({
        id: u.id,
        title: u.title,
        sku: u.sku,
        address: u.address,
        lat: u.lat,
        lng: u.lng,
        country_id: u.countryId,
        media_type_id: u.mediaTypeId,
        daily_traffic: u.dailyTraffic,
        price: u.price,
        start_date: p.startDate!,
        end_date: p.endDate!,
        total_price: priced.total_price,
        currency: place.currency,
        fits_budget: fits,
      });
    }
  }
  found.sort((a, b) => b.daily_traffic - a.daily_traffic || a.id - b.id);
  const size = Math.min(100, Math.max(1, page.per_page ?? 20));
  const current = Math.max(1, page.page ?? 1);
  return { data: found.slice((current - 1) * size, current * size), meta: meta(current, size, found.length) };
}

/** `campaign_region`: region types and the countries with live units (contract doc). */
export async function campaignRegions(db: Db, locale: Locale) {
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select co.id, co.name, co.iso2, co.currency,
          (select count(*) from states st where st.country_id = co.id)::int as states,
          count(u.id)::int as units
        from countries co join units u on u.country_id = co.id and u.deleted_at is null
        group by co.id, co.name, co.iso2, co.currency`,
  );
  const list = rows
    .map((r) => ({
      id: num(r.id),
      name: countryNameIn(locale, { name: String(r.name), iso2: String(r.iso2) }),
      iso2: String(r.iso2),
      currency: String(r.currency),
      states: num(r.states),
      units: num(r.units),
    }))
    .toSorted((a, b) => a.name.localeCompare(b.name, locale));
  return { data: { region_types: [{ key: 'country', name: BOARD_WORDS[locale].country }], countries: list } };
}
