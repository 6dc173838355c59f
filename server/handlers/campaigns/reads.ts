/**
 * Campaign planning: reads of campaigns, packages, available units and the step check (api-catalogue.md
 * "Campaigns", product.md §3, §9). Available units are not filtered by the advanced filters (the app does that on
 * the page it shows).
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import * as c from '#src/api/contract/campaigns.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { MediaTypeRule } from '#src/domain/quote.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignMediaTypes,
  campaignUnits,
  cities,
  countries,
  mediaTypes,
  packages,
  pois,
  states,
  units,
} from '#server/db/schema.ts';
import { progressOf } from '#server/domain/campaign-rules.ts';
import { implement } from '#server/http/register.ts';
import { countryNameIn, type MessageKey } from '#server/i18n.ts';
import { busyOf, campaignDetail, campaignQuote, findCampaign } from '../campaign-view.ts';
import { enumList, escapeLike, meta } from '../lookups.ts';
import { asAvailable, notFound, linesWhere, type UnitRow } from './shared.ts';
// ── Reads ───────────────────────────────────────────────────────────────────

/** A live unit. @throws HttpError 404 */
export async function findUnit(db: Db, id: number, locale: Locale): Promise<UnitRow> {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deletedAt)));
  if (!unit) throw notFound(locale);
  return unit;
}

/** `countries` of the packages query: ids, or a comma list of ids. */
function idList(value: number[] | string | undefined): number[] {
  if (value === undefined) return [];
  const parts = Array.isArray(value) ? value : value.split(',').map((x) => Number(x.trim()));
  return parts.filter((x) => Number.isInteger(x) && x > 0);
}

export const ruleKey = (r: MediaTypeRule) => (typeof r.type === 'string' ? r.type : r.type.key);
export const RULE_NAMES: Record<string, MessageKey> = {
  side_a: 'rule.side_a',
  buy_time: 'rule.buy_time',
  min_buy_time: 'rule.min_buy_time',
};

export const readHandlers = [
  implement(c.view, async ({ db, params, user, locale }) => {
    await findCampaign(db, user, params.id, locale);
    return { data: await campaignDetail(db, params.id, locale) };
  }),

  implement(c.step, async ({ db, params, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const { next_step, steps } = progressOf(campaign.campaignType, campaign.unitsCategory, campaign.stepsDone);
    return { data: { next_step, steps } };
  }),

  implement(c.availableUnits, async ({ db, params, query, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const size = Math.min(1000, Math.max(1, query.per_page ?? 500));
    const current = Math.max(1, query.page ?? 1);
    const pairs = (
      await db
        .select({ country: campaignMediaTypes.countryId, type: campaignMediaTypes.mediaTypeId })
        .from(campaignMediaTypes)
        .where(eq(campaignMediaTypes.campaignId, campaign.id))
    ).filter(
      (p) => (!query.country || p.country === query.country) && (!query.media_type || p.type === query.media_type),
    );
    if (!pairs.length) return { data: [], meta: meta(current, size, 0) };
    const where: (SQL | undefined)[] = [
      isNull(units.deletedAt),
      eq(units.status, 'active'),
      or(...pairs.map((p) => and(eq(units.countryId, p.country), eq(units.mediaTypeId, p.type)))),
    ];
    if (campaign.campaignType === 'package' && campaign.packageId) {
      const [pkg] = await db
        .select({ ids: packages.unitIds })
        .from(packages)
        .where(eq(packages.id, campaign.packageId));
      where.push(inArray(units.id, pkg?.ids.length ? pkg.ids : [0]));
    }
    const [total] = await db
      .select({ n: count() })
      .from(units)
      .where(and(...where));
    const rows = await db
      .select()
      .from(units)
      .where(and(...where))
      .orderBy(asc(units.id))
      .limit(size)
      .offset((current - 1) * size);
    const seen = await asAvailable(db, rows, campaign.id);
    return {
      data: rows.map((u) => seen.get(u.id)!),
      meta: meta(current, size, total?.n ?? 0),
    };
  }),

  implement(c.withBusyUnits, async ({ db, params, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const cart = await linesWhere(db, campaign.id, undefined);
    const busy = await busyOf(
      db,
      cart.map((l) => l.unit),
      campaign.id,
    );
    return { data: cart.map((l) => ({ unit_id: l.unit.id, busy: busy.get(l.unit.id) ?? [] })) };
  }),

  implement(c.cotize, async ({ db, params, user, locale }) => {
    const q = await campaignQuote(db, await findCampaign(db, user, params.id, locale));
    return {
      data: {
        groups: q.groups,
        investment: q.investment,
        tax_percent: q.tax_percent,
        taxes: q.taxes,
        credit: q.credit,
        total: q.total,
      },
    };
  }),

  implement(c.mediaPlan, async ({ db, params, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const rows = await db
      .select({
        line: campaignUnits,
        unit: units,
        country: { name: countries.name, iso2: countries.iso2 },
        state: states.name,
        city: cities.name,
        type: { es: mediaTypes.name, en: mediaTypes.nameEn },
      })
      .from(campaignUnits)
      .innerJoin(units, eq(units.id, campaignUnits.unitId))
      .innerJoin(countries, eq(countries.id, units.countryId))
      .innerJoin(states, eq(states.id, units.stateId))
      .innerJoin(cities, eq(cities.id, units.cityId))
      .innerJoin(mediaTypes, eq(mediaTypes.id, units.mediaTypeId))
      .where(eq(campaignUnits.campaignId, campaign.id))
      .orderBy(asc(campaignUnits.id));
    const priced = new Map((await campaignQuote(db, campaign)).lines.map((l) => [l.unit_id, l]));
    return {
      data: rows.map((r) => ({
        unit_id: r.unit.id,
        title: r.unit.title,
        sku: r.unit.sku,
        country: countryNameIn(locale, r.country),
        state: r.state,
        city: r.city,
        media_type: r.type[locale],
        start_date: r.line.startDate,
        end_date: r.line.endDate,
        duration: priced.get(r.unit.id)?.duration ?? 0,
        spots_used: r.line.spotsUsed,
        price: r.line.price,
        print_price: r.line.printPrice,
        total_price: priced.get(r.unit.id)?.total_price ?? r.line.totalPrice,
      })),
    };
  }),

  implement(c.yodaFactors, ({ db, locale }) => enumList(db, 'yoda_factor', locale)),
  implement(c.distributionTypes, ({ db, locale }) => enumList(db, 'distribution_type', locale)),

  implement(c.packages, async ({ db, query }) => {
    const ids = idList(query.countries);
    const rows = await db
      .select()
      .from(packages)
      .where(ids.length ? inArray(packages.countryId, ids) : undefined)
      .orderBy(asc(packages.countryId), asc(packages.id));
    return {
      data: rows.map((p) => ({
        id: p.id,
        name: p.name,
        country_id: p.countryId,
        media_type_id: p.mediaTypeId,
        value: p.value,
        duration: p.duration,
        unit_ids: p.unitIds,
      })),
    };
  }),

  implement(c.pois, async ({ db, query }) => {
    const where: SQL[] = [];
    if (query.search) where.push(ilike(pois.name, escapeLike(query.search)));
    if (query.category && query.type !== 'all') where.push(eq(pois.category, query.category));
    if (query.country) where.push(eq(pois.countryId, query.country));
    const limit = Math.min(200, Math.max(1, query.limit ?? 50));
    const rows = await db
      .select()
      .from(pois)
      .where(and(...where))
      .orderBy(asc(pois.name), asc(pois.id))
      .limit(limit);
    return {
      data: rows.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        lat: p.lat,
        lng: p.lng,
        country_id: p.countryId,
        city_id: p.cityId,
      })),
    };
  }),
];
