/**
 * Availability: the ad-media search (api-catalogue.md "Availability", GET /ad-media with filter).
 * Rules (ours; the spec shows none): live units only (not deleted), matched on part of the title,
 * SKU or address (case ignored), ordered by title then id; `campaign_id` keeps the units in that
 * campaign's cart, `exclude_campaign_id` leaves them out, `ids` keeps those; at most 50 a page. A provider's account
 * (spec §6: providers hold `browse_availability`) finds only its own units; staff find every unit.
 */
import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import * as availability from '#src/api/contract/availability.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { Db } from '../db/client.ts';
import { campaignUnits, circuits, mediaTypes, providers, units } from '../db/schema.ts';
import { implement } from '../http/register.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';

/** Unit ids in a campaign's cart. */
async function cartIds(db: Db, campaignId: number): Promise<number[]> {
  const rows = await db
    .select({ id: campaignUnits.unitId })
    .from(campaignUnits)
    .where(eq(campaignUnits.campaignId, campaignId));
  return rows.map((r) => r.id);
}

export const availabilityHandlers = [
  implement(availability.adMedia, async ({ db, user, query, locale }) => {
    const where: SQL[] = [isNull(units.deletedAt)];
    if (user.providerId && !isSuperuser(user.permissions)) where.push(eq(units.providerId, user.providerId));
    if (query.filter) {
      const like = escapeLike(query.filter);
      where.push(or(ilike(units.title, like), ilike(units.sku, like), ilike(units.address, like))!);
    }
    if (query.media_type_id) where.push(eq(units.mediaTypeId, query.media_type_id));
    if (query.ids?.length) where.push(inArray(units.id, query.ids));
    if (query.campaign_id) {
      const ids = await cartIds(db, query.campaign_id);
      where.push(ids.length ? inArray(units.id, ids) : eq(units.id, -1));
    }
    if (query.exclude_campaign_id) {
      const ids = await cartIds(db, query.exclude_campaign_id);
      if (ids.length) where.push(notInArray(units.id, ids));
    }
    const { size, current, offset } = pageOf(query.page, Math.min(50, query.per_page ?? 20));
    const [total] = await db
      .select({ n: count() })
      .from(units)
      .where(and(...where));
    const rows = await db
      .select({
        u: units,
        typeName: mediaTypes.name,
        typeNameEn: mediaTypes.nameEn,
        providerName: providers.name,
        circuitName: circuits.name,
      })
      .from(units)
      .innerJoin(mediaTypes, eq(mediaTypes.id, units.mediaTypeId))
      .innerJoin(providers, eq(providers.id, units.providerId))
      .leftJoin(circuits, eq(circuits.id, units.circuitId))
      .where(and(...where))
      .orderBy(asc(units.title), asc(units.id))
      .limit(size)
      .offset(offset);
    return {
      data: rows.map(({ u, typeName, typeNameEn, providerName, circuitName }) => ({
        id: u.id,
        title: u.title,
        sku: u.sku,
        address: u.address,
        media_type: { id: u.mediaTypeId, name: locale === 'en' ? typeNameEn : typeName },
        provider: { id: u.providerId, name: providerName },
        country_id: u.countryId,
        circuit: u.circuitId !== null && circuitName !== null ? { id: u.circuitId, name: circuitName } : null,
      })),
      meta: meta(current, size, total?.n ?? 0),
    };
  }),
];
