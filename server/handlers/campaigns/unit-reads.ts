/**
 * Campaign planning: a unit's page inside a campaign — rules, busy days, reach, points of interest, photos
 * (api-catalogue.md "Units (client)", product.md §3).
 */
import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import * as c from '#src/api/contract/campaigns.ts';
import type { MediaTypeRule } from '#src/domain/quote.ts';
import { mediaTypes, orderJobItemPhotos, orderJobItems, orderJobs, pois } from '#server/db/schema.ts';
import { boundingBox, distanceMetres, reachOf } from '#server/domain/campaign-rules.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { busyOf, findCampaign } from '../campaign-view.ts';
import { photoAnswer } from '../field-view.ts';
import { meta, pageOf } from '../lookups.ts';
import { iso } from '../sync-page.ts';
import { findUnit, ruleKey, RULE_NAMES } from './reads.ts';
/** Points of interest answered by poi-for-detail at most. */
const NEAR_POIS_MAX = 100;

export const unitReadHandlers = [
  implement(c.unitRules, async ({ db, params, user, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    await findCampaign(db, user, params.campaign, locale);
    const [type] = await db.select().from(mediaTypes).where(eq(mediaTypes.id, unit.mediaTypeId));
    const rules = (type?.rules ?? []) as MediaTypeRule[];
    return {
      data: rules.map((r) => {
        const key = ruleKey(r);
        return {
          key,
          name: RULE_NAMES[key] ? msg(locale, RULE_NAMES[key]) : key,
          duration: r.duration ?? null,
          periods: key === 'buy_time' ? [...(type?.purchasePeriods ?? [])] : [],
        };
      }),
    };
  }),

  implement(c.busyDays, async ({ db, params, user, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    const campaign = await findCampaign(db, user, params.campaign, locale);
    return { data: (await busyOf(db, [unit], campaign.id)).get(unit.id) ?? [] };
  }),

  implement(c.reach, async ({ db, params, locale }) => ({
    data: reachOf((await findUnit(db, params.id, locale)).dailyTraffic),
  })),

  implement(c.poiForDetail, async ({ db, params, query, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    const radius = Math.min(50_000, Math.max(1, query.radius ?? 2000));
    const box = boundingBox(unit, radius);
    const rows = await db
      .select()
      .from(pois)
      .where(
        and(gte(pois.lat, box.minLat), lte(pois.lat, box.maxLat), gte(pois.lng, box.minLng), lte(pois.lng, box.maxLng)),
      );
    const near = rows
      .map((p) => ({ p, d: distanceMetres(unit, p) }))
      .filter((x) => x.d <= radius)
      .toSorted((a, b) => a.d - b.d || a.p.id - b.p.id)
      .slice(0, NEAR_POIS_MAX);
    return {
      data: near.map(({ p, d }) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        lat: p.lat,
        lng: p.lng,
        country_id: p.countryId,
        city_id: p.cityId,
        distance_m: Math.round(d),
      })),
    };
  }),

  implement(c.orderJobsHistory, async ({ db, params, query, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    const { size, current, offset } = pageOf(query.page, query.per_page ?? 20);
    const hasPhoto = sql`exists (select 1 from ${orderJobItemPhotos} where ${orderJobItemPhotos.orderJobItemId} = ${orderJobItems.id})`;
    const items = and(
      eq(orderJobItems.unitId, unit.id),
      isNull(orderJobItems.deletedAt),
      query.photos_only ? hasPhoto : undefined,
    );
    const where = and(
      isNull(orderJobs.deletedAt),
      inArray(orderJobs.id, db.select({ id: orderJobItems.orderJobId }).from(orderJobItems).where(items)),
    );
    const [total] = await db.select({ n: count() }).from(orderJobs).where(where);
    const jobs = await db
      .select()
      .from(orderJobs)
      .where(where)
      .orderBy(desc(orderJobs.scheduledDate), desc(orderJobs.id))
      .limit(size)
      .offset(offset);
    const photos = jobs.length
      ? await db
          .select({ jobId: orderJobItems.orderJobId, photo: orderJobItemPhotos })
          .from(orderJobItemPhotos)
          .innerJoin(orderJobItems, eq(orderJobItems.id, orderJobItemPhotos.orderJobItemId))
          .where(
            and(
              eq(orderJobItems.unitId, unit.id),
              isNull(orderJobItems.deletedAt),
              inArray(
                orderJobItems.orderJobId,
                jobs.map((j) => j.id),
              ),
            ),
          )
          .orderBy(desc(orderJobItemPhotos.createdAt), desc(orderJobItemPhotos.id))
      : [];
    return {
      data: jobs.map((j) => ({
        order_job_id: j.id,
        kind: j.kind,
        status: j.status,
        scheduled_date: j.scheduledDate,
        finished_at: j.finishedAt ? iso(j.finishedAt) : null,
        photos: photos.filter((p) => p.jobId === j.id).map((p) => photoAnswer(p.photo)),
      })),
      meta: meta(current, size, total?.n ?? 0),
    };
  }),
];
