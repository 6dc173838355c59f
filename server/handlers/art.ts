/**
 * The art manager (contract src/api/contract/art.ts, rules in
 * server/domain/art-rules.ts): the client adds artwork to a campaign's
 * media type versions and sends them to review; the provider of each unit
 * accepts or denies a version for that unit; both read versions, comments,
 * layouts and files; the provider downloads a campaign's artwork as a zip.
 *
 * Invariants:
 * - a decision is written in the transaction holding the version's row
 *   (`for update`), so two decisions on one version and unit cannot both
 *   pass: the second answers 409 (the unique index backs it);
 * - after each decision the version's status follows versionStatusAfter
 *   over every unit of its media type in the cart;
 * - artwork files are `files` rows (bytes in the database) owned by the
 *   uploader; their URL is /api/files/get/{id}, readable by whoever reaches
 *   the campaign (art-view.ts `canReadArtFile`).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import * as art from '#src/api/contract/art.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  artComments,
  artDecisions,
  artVersions,
  campaignUnits,
  campaigns,
  files,
  mediaTypes,
  units,
  users,
} from '../db/schema.ts';
import {
  checkDecision,
  checkSendToReview,
  opensNewVersion,
  versionStatusAfter,
  type Verdict,
} from '../domain/art-rules.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import {
  campaignsOfProvider,
  canReadArtFile,
  cartUnits,
  fileBytes,
  mediaTypeNames,
  notFound,
  providerSide,
  reachCampaign,
  segment,
  versionAnswers,
  versionsOf,
  zipOf,
  zipResponse,
  type ArtSide,
  type CartUnit,
  type VersionRow,
} from './art-view.ts';
import { campaignScope, type CampaignRow } from './campaign-view.ts';
import { fileResponse, type UploadKind } from './file-types.ts';
import { storeFile } from './files.ts';
import { meta, pageOf, escapeLike } from './lookups.ts';
import { iso } from './sync-page.ts';

const clientSide: ArtSide = { side: 'client' };

export function enforce(verdict: Verdict, locale: Locale): void {
  if (!verdict.ok) {
    const text = msg(locale, verdict.key);
    if (verdict.status === 422) throw validationError(text, { comment: [text] });
    throw new HttpError(verdict.status, verdict.status === 403 ? 'forbidden' : 'conflict', text);
  }
}

/** The campaign as the art manager shows it, on the caller's side (providers: their units, no drafts). */
async function artCampaignOf(db: Db, campaign: CampaignRow, side: ArtSide, locale: Locale): Promise<art.ArtCampaign> {
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
      units: unitsInCart.filter((u) => u.mediaTypeId === typeId).map(unitAnswer),
      versions: answers.filter((v) => v.media_type_id === typeId),
    })),
    updated_at: iso(campaign.updatedAt),
  };
}

const unitAnswer = (u: CartUnit) => ({
  id: u.id,
  title: u.title,
  sku: u.sku,
  provider_id: u.providerId,
  unit_type: u.unitType
    ? {
        name: u.unitType.name,
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
      const key = u.unitType?.name ?? '';
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
async function summaries(
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
async function findVersion(
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

async function commentsOf(db: Db, versionId: number, unitIds: readonly number[] | null) {
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

async function campaignPage(
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

const withCart = sql`exists (select 1 from ${campaignUnits} where ${campaignUnits.campaignId} = ${campaigns.id})`;

const clientHandlers = [
  implement(art.clientCampaigns, async ({ db, query, user }) => {
    const { rows, meta: m } = await campaignPage(
      db,
      [...campaignScope(db, user), isNull(campaigns.deletedAt), sql`${campaigns.status} <> 'cancelled'`, withCart],
      query,
    );
    return { data: await summaries(db, rows, null), meta: m };
  }),
  implement(art.clientCampaign, async ({ db, params, user, locale }) => ({
    data: await artCampaignOf(db, await reachCampaign(db, user, params.id, clientSide, locale), clientSide, locale),
  })),
  implement(art.clientVersions, async ({ db, params, user, locale }) => {
    const c = await reachCampaign(db, user, params.id, clientSide, locale);
    return { data: await versionAnswers(db, await versionsOf(db, c.id, false), await cartUnits(db, c.id)) };
  }),
  implement(art.clientLayout, async ({ db, params, user, locale }) => {
    const c = await reachCampaign(db, user, params.id, clientSide, locale);
    return { data: await layoutOf(db, c.id, locale) };
  }),
  implement(art.clientMediaTypeVersion, async ({ db, params, user, locale }) => {
    const c = await reachCampaign(db, user, params.id, clientSide, locale);
    const [latest] = await db
      .select()
      .from(artVersions)
      .where(and(eq(artVersions.campaignId, c.id), eq(artVersions.mediaTypeId, params.mediaType)))
      .orderBy(desc(artVersions.number))
      .limit(1);
    return { data: latest ? (await versionAnswers(db, [latest], await cartUnits(db, c.id)))[0]! : null };
  }),
  implement(art.clientComments, async ({ db, params, user, locale }) => {
    const c = await reachCampaign(db, user, params.id, clientSide, locale);
    return commentsOf(db, (await findVersion(db, c.id, params.version, locale)).id, null);
  }),

  implement(art.addArt, async ({ db, params, body, user, locale, now }) => {
    const c = await reachCampaign(db, user, params.id, clientSide, locale);
    if (c.status === 'cancelled') throw new HttpError(409, 'conflict', msg(locale, 'art.campaign_closed'));
    if (!(await cartUnits(db, c.id)).some((u) => u.mediaTypeId === body.media_type_id)) {
      throw validationError(msg(locale, 'art.no_units_of_media_type'), {
        media_type_id: [msg(locale, 'art.no_units_of_media_type')],
      });
    }
    const fileId = await uploadedFile(db, user, body.file, locale, now);
    const versionId = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, c.id)).for('update');
      const [latest] = await tx
        .select()
        .from(artVersions)
        .where(and(eq(artVersions.campaignId, c.id), eq(artVersions.mediaTypeId, body.media_type_id)))
        .orderBy(desc(artVersions.number))
        .limit(1);
      let version = latest;
      if (!version || opensNewVersion(version.status)) {
        [version] = await tx
          .insert(artVersions)
          .values({
            campaignId: c.id,
            mediaTypeId: body.media_type_id,
            number: (latest?.number ?? 0) + 1,
            fileIds: [],
            createdById: user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      }
      const fileIds = version!.fileIds.includes(fileId) ? version!.fileIds : [...version!.fileIds, fileId];
      await tx.update(artVersions).set({ fileIds, updatedAt: now }).where(eq(artVersions.id, version!.id));
      if (body.comment)
        await tx
          .insert(artComments)
          .values({ versionId: version!.id, kind: 'comment', body: body.comment, userId: user.id, createdAt: now });
      return version!.id;
    });
    const [row] = await db.select().from(artVersions).where(eq(artVersions.id, versionId));
    return {
      data: (await versionAnswers(db, [row!], await cartUnits(db, c.id)))[0]!,
      message: msg(locale, 'art.added'),
    };
  }),

  implement(art.uploadArt, async ({ db, body, user, locale, now }) => ({
    data: await storeFile(db, { blob: body.file, ownerId: user.id, shared: false, now, kind: 'artwork', locale }),
    message: msg(locale, 'files.uploaded'),
  })),

  implement(art.artImage, async ({ db, config, params, user, locale }) => {
    const [f] = await db.select({ ownerId: files.ownerId }).from(files).where(eq(files.id, params.img));
    const allowed =
      f && (f.ownerId === user.id || isSuperuser(user.permissions) || (await canReadArtFile(db, user, params.img)));
    const file = allowed ? await fileBytes(db, config, params.img) : null;
    if (!file) throw notFound(locale);
    return fileResponse(file.bytes, file.name);
  }),

  implement(art.sendToReview, async ({ db, params, body, user, locale, now }) => {
    const c = await reachCampaign(db, user, params.id, clientSide, locale);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const drafts = await tx
        .select()
        .from(artVersions)
        .where(
          and(
            eq(artVersions.campaignId, c.id),
            eq(artVersions.status, 'draft'),
            body.media_type_id ? eq(artVersions.mediaTypeId, body.media_type_id) : undefined,
          ),
        )
        .for('update');
      if (!drafts.length) throw new HttpError(409, 'conflict', msg(locale, 'art.nothing_to_send'));
      for (const d of drafts) enforce(checkSendToReview(d.status, d.fileIds.length), locale);
      await tx
        .update(artVersions)
        .set({ status: 'in_review', sentAt: now, updatedAt: now })
        .where(
          inArray(
            artVersions.id,
            drafts.map((d) => d.id),
          ),
        );
    });
    const fresh = await reachCampaign(db, user, c.id, clientSide, locale);
    return { data: await artCampaignOf(db, fresh, clientSide, locale), message: msg(locale, 'art.sent') };
  }),
];

/** Records a provider's decision on a version for a unit (module doc). */
async function decide(
  db: Db,
  user: AuthUser,
  params: { id: number; idV: number },
  body: { unit_id: number; comment?: string | undefined },
  decision: art.ArtDecisionValue,
  locale: Locale,
  now: Date,
) {
  const side = providerSide(user);
  const c = await reachCampaign(db, user, params.id, side, locale);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const version = await findVersion(tx, c.id, params.idV, locale, true);
    const all = await cartUnits(tx, c.id);
    const scope = all.filter((u) => u.mediaTypeId === version.mediaTypeId);
    const unit = scope.find((u) => u.id === body.unit_id);
    const [existing] = await tx
      .select({ id: artDecisions.id })
      .from(artDecisions)
      .where(and(eq(artDecisions.versionId, version.id), eq(artDecisions.unitId, body.unit_id)));
    const [anyUnit] = unit
      ? [unit]
      : await tx.select({ providerId: units.providerId }).from(units).where(eq(units.id, body.unit_id));
    enforce(
      checkDecision({
        versionStatus: version.status,
        decision,
        comment: body.comment,
        unitProviderId: anyUnit?.providerId ?? -1,
        unitInVersion: !!unit,
        userProviderId: user.providerId,
        superuser: isSuperuser(user.permissions),
        alreadyDecided: !!existing,
      }),
      locale,
    );
    await tx.insert(artDecisions).values({
      versionId: version.id,
      unitId: unit!.id,
      providerId: unit!.providerId,
      decision,
      comment: body.comment?.trim() || null,
      decidedById: user.id,
      decidedAt: now,
    });
    if (body.comment?.trim())
      await tx.insert(artComments).values({
        versionId: version.id,
        unitId: unit!.id,
        kind: decision,
        body: body.comment.trim(),
        userId: user.id,
        createdAt: now,
      });
    const made = await tx
      .select({ decision: artDecisions.decision })
      .from(artDecisions)
      .where(eq(artDecisions.versionId, version.id));
    await tx
      .update(artVersions)
      .set({
        status: versionStatusAfter(
          made.map((m) => m.decision),
          scope.length,
        ),
        updatedAt: now,
      })
      .where(eq(artVersions.id, version.id));
  });
  const [row] = await db.select().from(artVersions).where(eq(artVersions.id, params.idV));
  const mine = await cartUnits(db, c.id, side.side === 'provider' ? side.providerId : null);
  return {
    data: (await versionAnswers(db, [row!], mine))[0]!,
    message: msg(locale, decision === 'accepted' ? 'art.accepted' : 'art.denied'),
  };
}

const providerHandlers = [
  implement(art.providerArtCampaigns, async ({ db, query, user }) => {
    const side = providerSide(user);
    const providerId = side.side === 'provider' ? side.providerId : null;
    const where: (SQL | undefined)[] = [
      isNull(campaigns.deletedAt),
      providerId !== null ? inArray(campaigns.id, campaignsOfProvider(db, providerId)) : undefined,
      sql`exists (select 1 from ${artVersions} where ${artVersions.campaignId} = ${campaigns.id} and ${artVersions.status} <> 'draft')`,
    ];
    if (query.status === 'awaiting')
      where.push(
        sql`exists (select 1 from ${artVersions} where ${artVersions.campaignId} = ${campaigns.id} and ${artVersions.status} = 'in_review')`,
      );
    const { rows, meta: m } = await campaignPage(db, where, query);
    let data = await summaries(db, rows, providerId);
    if (query.status === 'awaiting') data = data.filter((s) => s.pending_decisions > 0);
    return { data, meta: m };
  }),
  implement(art.providerArtCampaign, async ({ db, params, user, locale }) => {
    const side = providerSide(user);
    return { data: await artCampaignOf(db, await reachCampaign(db, user, params.id, side, locale), side, locale) };
  }),
  implement(art.providerComments, async ({ db, params, user, locale }) => {
    const side = providerSide(user);
    const c = await reachCampaign(db, user, params.id, side, locale);
    const version = await findVersion(db, c.id, params.version, locale);
    if (version.status === 'draft') throw notFound(locale);
    const mine =
      side.side === 'provider' && side.providerId !== null
        ? (await cartUnits(db, c.id, side.providerId)).map((u) => u.id)
        : null;
    return commentsOf(db, version.id, mine);
  }),
  implement(art.providerZip, async ({ db, config, params, user, locale }) => {
    const side = providerSide(user);
    const c = await reachCampaign(db, user, params.id, side, locale);
    const types = new Set(
      (await cartUnits(db, c.id, side.side === 'provider' ? side.providerId : null)).map((u) => u.mediaTypeId),
    );
    const keys = new Map(
      (await db.select({ id: mediaTypes.id, key: mediaTypes.key }).from(mediaTypes)).map((m) => [m.id, m.key]),
    );
    const entries: { name: string; bytes: Uint8Array }[] = [];
    for (const v of (await versionsOf(db, c.id, true)).filter((x) => types.has(x.mediaTypeId))) {
      for (const id of v.fileIds) {
        const f = await fileBytes(db, config, id);
        if (f)
          entries.push({
            name: `${segment(keys.get(v.mediaTypeId) ?? String(v.mediaTypeId))}/v${v.number}/${segment(f.name)}`,
            bytes: f.bytes,
          });
      }
    }
    return zipResponse(zipOf(entries), `campaign-${c.id}-artwork.zip`);
  }),
  implement(art.acceptVersion, ({ db, params, body, user, locale, now }) =>
    decide(db, user, params, body, 'accepted', locale, now),
  ),
  implement(art.denyVersion, ({ db, params, body, user, locale, now }) =>
    decide(db, user, params, body, 'denied', locale, now),
  ),
];

export const artHandlers = [...clientHandlers, ...providerHandlers];
