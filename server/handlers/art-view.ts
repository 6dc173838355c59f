/**
 * Shared reads of creative approval (contract src/api/contract/art.ts):
 * who reaches a campaign's artwork, its cart units per media type, versions
 * as answered, stored files as answered and read, and the zip.
 *
 * Reach: the client side (clients, agencies, sellers, administrators) reaches
 * the campaigns it may see (campaign-view.ts `campaignScope`); the provider
 * side reaches a campaign when one of its units is in the cart (its
 * `provider`: only those units count), administrators every campaign.
 * Anything else is 404.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { ArtVersion } from '#src/api/contract/art.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { StoredFile } from '#src/api/contract/files.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { fileUrl, type AuthUser } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  artAdaptationRequests,
  artComments,
  artDecisions,
  artRequests,
  artVersions,
  campaignUnits,
  campaigns,
  colourProofs,
  files,
  mediaTypes,
  unitTypes,
  units,
  users,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import { campaignScope, findCampaign, type CampaignRow } from './campaign-view.ts';
import { filesDir } from './file-store.ts';
import { fileResponse } from './file-types.ts';
import { iso } from './sync-page.ts';

export type VersionRow = typeof artVersions.$inferSelect;

export const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** Which side a caller acts on and, on the provider side, whose units count (null: all, administrators). */
export type ArtSide = { side: 'client' } | { side: 'provider'; providerId: number | null };

export const providerSide = (user: AuthUser): ArtSide => ({
  side: 'provider',
  providerId: isSuperuser(user.permissions) ? null : (user.providerId ?? -1),
});

/** A campaign the caller reaches on its side (module doc). @throws HttpError 404 */
export async function reachCampaign(
  db: Db,
  user: AuthUser,
  id: number,
  side: ArtSide,
  locale: Locale,
): Promise<CampaignRow> {
  if (side.side === 'client') return findCampaign(db, user, id, locale);
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)));
  if (!row) throw notFound(locale);
  if (side.providerId !== null) {
    const [n] = await db
      .select({ n: count() })
      .from(campaignUnits)
      .innerJoin(units, eq(units.id, campaignUnits.unitId))
      .where(and(eq(campaignUnits.campaignId, id), eq(units.providerId, side.providerId)));
    if (!n?.n) throw notFound(locale);
  }
  return row;
}

/** Ids of the campaigns a provider has units in (a subquery). */
export const campaignsOfProvider = (db: Db, providerId: number) =>
  db
    .selectDistinct({ id: campaignUnits.campaignId })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(eq(units.providerId, providerId));

export interface CartUnit {
  id: number;
  title: string;
  sku: string;
  providerId: number;
  mediaTypeId: number;
  unitType: { name: string; nameEn: string | null; width: number; height: number; measureUnit: string } | null;
}

/** The campaign's cart units (of `providerId` only, when given), by id. */
export async function cartUnits(db: Db, campaignId: number, providerId: number | null = null): Promise<CartUnit[]> {
  const rows = await db
    .select({ u: units, t: unitTypes })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .leftJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
    .where(
      and(eq(campaignUnits.campaignId, campaignId), providerId !== null ? eq(units.providerId, providerId) : undefined),
    )
    .orderBy(asc(units.id));
  return rows.map(({ u, t }) => ({
    id: u.id,
    title: u.title,
    sku: u.sku,
    providerId: u.providerId,
    mediaTypeId: u.mediaTypeId,
    unitType: t
      ? { name: t.name, nameEn: t.nameEn, width: t.width, height: t.height, measureUnit: t.measureUnit }
      : null,
  }));
}

/** Media type names in the caller's language, by id. */
export async function mediaTypeNames(db: Db, locale: Locale): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: mediaTypes.id, name: mediaTypes.name, nameEn: mediaTypes.nameEn })
    .from(mediaTypes);
  return new Map(rows.map((m) => [m.id, locale === 'en' ? m.nameEn : m.name]));
}

/** Stored files as answered (contract `storedFile`), in the order of `ids`. */
export async function filesOf(db: Db, ids: readonly number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size })
    .from(files)
    .where(inArray(files.id, [...ids]));
  const byId = new Map(rows.map((f) => [f.id, { ...f, url: fileUrl(f.id) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A stored file's bytes (kept in the database or under the files folder), or null. */
export async function fileBytes(
  db: Db,
  config: ServerConfig,
  id: number,
): Promise<{ name: string; mime: string; bytes: Uint8Array } | null> {
  const [f] = await db.select().from(files).where(eq(files.id, id));
  if (!f) return null;
  const bytes = f.path ? await fs.readFile(path.join(filesDir(config), f.path)).catch(() => null) : f.data;
  return bytes ? { name: f.name, mime: f.mime, bytes: new Uint8Array(bytes) } : null;
}

/**
 * Versions as answered: files, decisions (on the provider side only its
 * units'), the units still awaiting a decision, and the comment count.
 */
export async function versionAnswers(
  db: Db,
  versions: readonly VersionRow[],
  scope: readonly CartUnit[],
): Promise<ArtVersion[]> {
  if (!versions.length) return [];
  const ids = versions.map((v) => v.id);
  const [decisions, counts, fileRows] = await Promise.all([
    db
      .select({ d: artDecisions, who: users.name })
      .from(artDecisions)
      .leftJoin(users, eq(users.id, artDecisions.decidedById))
      .where(inArray(artDecisions.versionId, ids))
      .orderBy(asc(artDecisions.decidedAt), asc(artDecisions.id)),
    db
      .select({ id: artComments.versionId, n: count() })
      .from(artComments)
      .where(inArray(artComments.versionId, ids))
      .groupBy(artComments.versionId),
    filesOf(db, [...new Set(versions.flatMap((v) => v.fileIds))]),
  ]);
  const fileById = new Map(fileRows.map((f) => [f.id, f]));
  const unitById = new Map(scope.map((u) => [u.id, u]));
  return versions.map((v) => {
    const own = scope.filter((u) => u.mediaTypeId === v.mediaTypeId);
    const mine = decisions.filter(({ d }) => d.versionId === v.id && unitById.has(d.unitId));
    const decided = new Set(mine.map(({ d }) => d.unitId));
    return {
      id: v.id,
      campaign_id: v.campaignId,
      media_type_id: v.mediaTypeId,
      number: v.number,
      status: v.status,
      files: v.fileIds.flatMap((id) => fileById.get(id) ?? []),
      pending_unit_ids: v.status === 'draft' ? [] : own.filter((u) => !decided.has(u.id)).map((u) => u.id),
      decisions: mine.map(({ d, who }) => ({
        unit_id: d.unitId,
        unit_title: unitById.get(d.unitId)?.title ?? '',
        provider_id: d.providerId,
        decision: d.decision,
        comment: d.comment,
        decided_by: d.decidedById ? { id: d.decidedById, name: who ?? '' } : null,
        decided_at: iso(d.decidedAt),
      })),
      comments_count: counts.find((c) => c.id === v.id)?.n ?? 0,
      sent_at: v.sentAt ? iso(v.sentAt) : null,
      created_at: iso(v.createdAt),
      updated_at: iso(v.updatedAt),
    };
  });
}

/** A campaign's versions, newest first per media type (drafts left out when `sentOnly`). */
export async function versionsOf(db: Db, campaignId: number, sentOnly: boolean): Promise<VersionRow[]> {
  return db
    .select()
    .from(artVersions)
    .where(and(eq(artVersions.campaignId, campaignId), sentOnly ? sql`${artVersions.status} <> 'draft'` : undefined))
    .orderBy(asc(artVersions.mediaTypeId), desc(artVersions.number));
}

/** A zip of named files (stored, not recompressed: artwork is compressed already). Names repeated get ` (2)`, ` (3)`… */
export function zipOf(entries: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const out: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const e of entries) {
    let name = e.name;
    for (let i = 2; name in out; i++) name = e.name.replace(/(\.[^./]*)?$/, (ext) => ` (${i})${ext}`);
    out[name] = [e.bytes, { level: 0 }];
  }
  return zipSync(out);
}

/** A file answer for a zip download (file-types.ts `fileResponse`: an attachment, nosniff, sandboxed). */
export function zipResponse(bytes: Uint8Array, filename: string): Promise<Response> {
  return fileResponse(bytes, filename, 'private, no-store');
}

/** A safe path segment from a name. */
export const segment = (s: string) => s.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'file';

/**
 * True when `user` may read a file of creative approval: artwork of a version,
 * an art request or adaptation, or a colour proof of a campaign it reaches
 * on either side (files.ts uses this for GET /files/get/{id}).
 */
export async function canReadArtFile(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const has = sql`@> ${JSON.stringify([fileId])}::jsonb`;
  const campaignIds = [
    ...(await db
      .select({ id: artVersions.campaignId })
      .from(artVersions)
      .where(sql`${artVersions.fileIds} ${has}`)),
    ...(await db
      .select({ id: artRequests.campaignId })
      .from(artRequests)
      .where(sql`${artRequests.fileIds} ${has}`)),
    ...(await db
      .select({ id: artAdaptationRequests.campaignId })
      .from(artAdaptationRequests)
      .where(sql`${artAdaptationRequests.fileIds} ${has}`)),
    ...(await db.select({ id: colourProofs.campaignId }).from(colourProofs).where(eq(colourProofs.fileId, fileId))),
  ].map((r) => r.id);
  if (!campaignIds.length) return false;
  if (isSuperuser(user.permissions)) return true;
  const [seen] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(inArray(campaigns.id, campaignIds), ...campaignScope(db, user)));
  if (seen?.n) return true;
  if (!user.providerId) return false;
  const [held] = await db
    .select({ n: count() })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(and(inArray(campaignUnits.campaignId, campaignIds), eq(units.providerId, user.providerId)));
  return (held?.n ?? 0) > 0;
}
