/**
 * The provider's art manager (api-catalogue.md "Art manager provider"; product.md §4 "the provider accepts or
 * denies per version"): campaigns holding its units, versions sent to review, comments, the zip of the artwork,
 * and the decision per unit.
 *
 * Invariants: a decision is written in the transaction holding the version's row (`for update`), so two
 * decisions on one version and unit cannot both pass: the second answers 409 (the unique index backs it); after
 * each decision the version's status follows versionStatusAfter over every unit of its media type in the cart.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import * as art from '#src/api/contract/art.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { artComments, artDecisions, artVersions, campaigns, mediaTypes, units } from '#server/db/schema.ts';
import { checkDecision, versionStatusAfter } from '#server/domain/art-rules.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import {
  campaignsOfProvider,
  cartUnits,
  fileBytes,
  notFound,
  providerSide,
  reachCampaign,
  segment,
  versionAnswers,
  versionsOf,
  zipOf,
  zipResponse,
} from '../art-view.ts';

import { enforce, artCampaignOf, summaries, findVersion, commentsOf, campaignPage } from './shared.ts';
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

export const providerHandlers = [
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
