/**
 * The client's art manager (api-catalogue.md "Art manager client"; product.md §4): campaigns, versions per media
 * type, layouts, comments, images; adds artwork to the media type's open version and sends it to review
 * (checkSendToReview: a version with no file answers 409).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as art from '#src/api/contract/art.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { Db } from '#server/db/client.ts';
import { artComments, artVersions, campaigns, files } from '#server/db/schema.ts';
import { checkSendToReview, opensNewVersion } from '#server/domain/art-rules.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import {
  canReadArtFile,
  cartUnits,
  fileBytes,
  notFound,
  reachCampaign,
  versionAnswers,
  versionsOf,
} from '../art-view.ts';
import { campaignScope } from '../campaign-view.ts';
import { fileResponse } from '../file-types.ts';
import { storeFile } from '../files.ts';

import {
  clientSide,
  enforce,
  artCampaignOf,
  layoutOf,
  summaries,
  findVersion,
  commentsOf,
  uploadedFile,
  campaignPage,
  withCart,
} from './shared.ts';
export const clientHandlers = [
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
