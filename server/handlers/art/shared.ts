/**
 * What both sides of the art manager share (contract src/api/contract/art/art-manager.ts; product.md §4): the
 * campaign as each side sees it (providers: their units, no drafts), layouts, summaries, versions and comments,
 * uploaded files given by id, a page of campaigns. Artwork files are `files` rows (bytes in the database) owned
 * by the uploader; their URL is /api/files/get/{id}, readable by whoever reaches the campaign (art-view.ts
 * `canReadArtFile`).
 */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import * as art from '#src/api/contract/art.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { artComments, artVersions, campaignUnits, campaigns, files, users } from '#server/db/schema.ts';
import type { Verdict } from '#server/domain/art-rules.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import {
  cartUnits,
  mediaTypeNames,
  notFound,
  versionAnswers,
  versionsOf,
  type ArtSide,
  type CartUnit,
  type VersionRow,
} from '../art-view.ts';
import type { CampaignRow } from '../campaign-view.ts';
import type { UploadKind } from '../file-types.ts';
import { storeFile } from '../files.ts';
import { meta, pageOf, escapeLike } from '../lookups.ts';
import { iso } from '../sync-page.ts';
import { sizeNameIn } from '../unit-view.ts';
export const clientSide: ArtSide = { side: 'client' };

export function enforce(verdict: Verdict, locale: Locale): void {
  if (!verdict.ok) {
    const text = msg(locale, verdict.key);
    if (verdict.status === 422) throw validationError(text, { comment: [text] });
    throw new HttpError(verdict.status, verdict.status === 403 ? 'forbidden' : 'conflict', text);
  }
}

/** The campaign as the art manager shows it, on the caller's side (providers: their units, no drafts). */
export async function artCampaignOf(
  db: Db,
  campaign: CampaignRow,
  side: ArtSide,
  locale: Locale,
): Promise<art.ArtCampaign> {
  const providerId = side.side === 'provider' ? side.providerId : null;
  const [unitsInCart, versions, names, [client]] = await Promise.all([
    cartUnits(db, campaign.id, providerId),
    versionsOf(db, campaign.id, side.side === 'provider'),
    mediaTypeNames(db, locale),
    db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, campaign.clientId)),
  ]);
  const answers = await versionAnswers(db, versions, unitsInCart);
  const typeIds = [...new Set(unitsInCart.map((u) => u.mediaTypeId))].toSorted((a, b) => a - b);
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    client: client ?? { id: campaign.clientId, name: '' },
    media_types: typeIds.map((typeId) => ({
      media_type: { id: typeId, name: names.get(typeId) ?? '' },
      units: unitsInCart.filter((u) => u.mediaTypeId === typeId).map((u) => unitAnswer(u, locale)),
      versions: answers.filter((v) => v.media_type_id === typeId),
    })),
    updated_at: iso(campaign.updatedAt),
  };
}

const unitAnswer = (u: CartUnit, locale: Locale) => ({
  id: u.id,
  title: u.title,
  sku: u.sku,
  provider_id: u.providerId,
  unit_type: u.unitType
    ? {
        name: sizeNameIn(locale, u.unitType),
        width: u.unitType.width,
        height: u.unitType.height,
        measure_unit: u.unitType.measureUnit,
      }
    : null,
});

/** Sizes per media type of the cart's units (contract `artLayout`). */
export async function layoutOf(
  db: Db,
  campaignId: number,
  locale: Locale,
  onlyTypes?: readonly number[],
): Promise<art.ArtLayout[]> {
  const [list, names] = await Promise.all([cartUnits(db, campaignId), mediaTypeNames(db, locale)]);
  const typeIds = [...new Set(list.map((u) => u.mediaTypeId))]
    .filter((t) => !onlyTypes?.length || onlyTypes.includes(t))
    .toSorted((a, b) => a - b);
  return typeIds.map((typeId) => {
    const sizes = new Map<string, art.ArtLayout['sizes'][number]>();
    for (const u of list.filter((x) => x.mediaTypeId === typeId)) {
      const key = u.unitType ? sizeNameIn(locale, u.unitType) : '';
      const found = sizes.get(key);
      if (found) found.units_count += 1;
      else
        sizes.set(key, {
          unit_type_id: null,
          name: key,
          width: u.unitType?.width ?? null,
          height: u.unitType?.height ?? null,
          measure_unit: u.unitType?.measureUnit ?? null,
          units_count: 1,
        });
    }
    return { media_type: { id: typeId, name: names.get(typeId) ?? '' }, sizes: [...sizes.values()] };
  });
}

/** Summaries for a page of campaigns (contract `artCampaignSummary`). */
export async function summaries(
  db: Db,
  rows: readonly CampaignRow[],
  providerId: number | null,
): Promise<art.ArtCampaignSummary[]> {
  return Promise.all(
    rows.map(async (c) => {
      const list = await cartUnits(db, c.id, providerId);
      const versions = await versionsOf(db, c.id, providerId !== null);
      const answers = await versionAnswers(db, versions, list);
      const [client] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, c.clientId));
      const by = (s: art.ArtVersionStatus) => answers.filter((v) => v.status === s).length;
      return {
        id: c.id,
        name: c.name,
        status: c.status,
        client: client ?? { id: c.clientId, name: '' },
        media_types_count: new Set(list.map((u) => u.mediaTypeId)).size,
        units_count: list.length,
        versions: { draft: by('draft'), in_review: by('in_review'), accepted: by('accepted'), denied: by('denied') },
        pending_decisions: answers.reduce((n, v) => n + v.pending_unit_ids.length, 0),
        updated_at: iso(c.updatedAt),
      };
    }),
  );
}

/** A version of the campaign. @throws HttpError 404 */
export async function findVersion(
  db: Db,
  campaignId: number,
  versionId: number,
  locale: Locale,
  lock = false,
): Promise<VersionRow> {
  const q = db
    .select()
    .from(artVersions)
    .where(and(eq(artVersions.id, versionId), eq(artVersions.campaignId, campaignId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(locale);
  return row;
}

export async function commentsOf(db: Db, versionId: number, unitIds: readonly number[] | null) {
  const rows = await db
    .select({ c: artComments, who: users.name })
    .from(artComments)
    .leftJoin(users, eq(users.id, artComments.userId))
    .where(eq(artComments.versionId, versionId))
    .orderBy(asc(artComments.createdAt), asc(artComments.id));
  return {
    data: rows
      .filter(({ c }) => unitIds === null || c.unitId === null || unitIds.includes(c.unitId))
      .map(({ c, who }) => ({
        id: c.id,
        version_id: c.versionId,
        unit_id: c.unitId,
        kind: c.kind,
        body: c.body,
        author: c.userId ? { id: c.userId, name: who ?? '' } : null,
        created_at: iso(c.createdAt),
      })),
  };
}

/**
 * The file of an upload: stored now (a Blob, typed by its bytes as `kind`, files.ts) or one the caller uploaded (an id;
 * administrators any). Stricter than files.ts `canReadFile` on purpose: a file you can only read through a campaign is
 * not yours to attach to another one.
 * @throws HttpError 413 too large; 422 under `file` (type not accepted, or not your file — same answer whether it exists or not)
 */
export async function uploadedFile(
  db: Db,
  user: AuthUser,
  file: Blob | number,
  locale: Locale,
  now: Date,
  kind: UploadKind = 'artwork',
): Promise<number> {
  if (file instanceof Blob)
    return (await storeFile(db, { blob: file, ownerId: user.id, shared: false, now, kind, locale })).id;
  const [row] = await db.select({ id: files.id, ownerId: files.ownerId }).from(files).where(eq(files.id, file));
  if (!row || (row.ownerId !== user.id && !isSuperuser(user.permissions))) {
    throw validationError(msg(locale, 'art.file_not_yours'), { file: [msg(locale, 'art.file_not_yours')] });
  }
  return row.id;
}

export async function campaignPage(
  db: Db,
  where: (SQL | undefined)[],
  query: { name?: string | undefined; page?: number | undefined; per_page?: number | undefined },
) {
  if (query.name) where.push(ilike(campaigns.name, escapeLike(query.name)));
  const { size, current, offset } = pageOf(query.page, query.per_page ?? 20);
  const [total] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(...where));
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(...where))
    .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
    .limit(size)
    .offset(offset);
  return { rows, meta: meta(current, size, total?.n ?? 0) };
}

export const withCart = sql`exists (select 1 from ${campaignUnits} where ${campaignUnits.campaignId} = ${campaigns.id})`;
