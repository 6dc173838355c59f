/**
 * Colour proofs (contract art.ts "Colour proofs", rules in
 * server/domain/art-rules.ts `checkProofDecision`).
 *
 * Invariants:
 * - a provider uploads proofs only for campaigns holding its units, covering
 *   only its units (of the media type given); the material must be its own;
 * - the client decides a pending proof once, in a transaction holding the
 *   proof's row: approved is final, rejected waits for a new upload (409);
 * - providers list their proofs, clients the proofs of the campaigns they
 *   see; `campaign_name` matches part of the campaign's name.
 */
import { and, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import * as art from '#src/api/contract/art.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { campaigns, colourProofs, materials, mediaTypes, units, users } from '../db/schema.ts';
import { checkProofDecision } from '../domain/art-rules.ts';
import { validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { cartUnits, filesOf, notFound, providerSide, reachCampaign } from './art-view.ts';
import { enforce, uploadedFile } from './art.ts';
import { campaignScope } from './campaign-view.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';

type ProofRow = typeof colourProofs.$inferSelect;

export async function proofAnswers(db: Db, rows: readonly ProofRow[], locale: Locale): Promise<art.ColourProof[]> {
  return Promise.all(
    rows.map(async (p) => {
      const [[c], type, material, unitRows, [file]] = await Promise.all([
        db
          .select({ id: campaigns.id, name: campaigns.name, clientId: users.id, clientName: users.name })
          .from(campaigns)
          .innerJoin(users, eq(users.id, campaigns.clientId))
          .where(eq(campaigns.id, p.campaignId)),
        p.mediaTypeId ? db.select().from(mediaTypes).where(eq(mediaTypes.id, p.mediaTypeId)) : [],
        p.materialId
          ? db.select({ id: materials.id, name: materials.name }).from(materials).where(eq(materials.id, p.materialId))
          : [],
        p.unitIds.length
          ? db.select({ id: units.id, title: units.title }).from(units).where(inArray(units.id, p.unitIds))
          : [],
        filesOf(db, [p.fileId]),
      ]);
      const t = type[0];
      return {
        id: p.id,
        campaign: {
          id: p.campaignId,
          name: c?.name ?? '',
          client: { id: c?.clientId ?? 0, name: c?.clientName ?? '' },
        },
        provider_id: p.providerId,
        media_type: t ? { id: t.id, name: locale === 'en' ? t.nameEn : t.name } : null,
        material: material[0] ?? null,
        units: unitRows.toSorted((a, b) => a.id - b.id),
        status: p.status,
        note: p.note,
        comment: p.comment,
        file: file!,
        decided_at: p.decidedAt ? iso(p.decidedAt) : null,
        created_at: iso(p.createdAt),
        updated_at: iso(p.updatedAt),
      };
    }),
  );
}

/** A page of proofs under `scope`, filtered by status and campaign name. */
async function proofPage(
  db: Db,
  scope: (SQL | undefined)[],
  query: {
    status?: art.ColourProofStatus | undefined;
    campaign_name?: string | undefined;
    page?: number | undefined;
    per_page?: number | undefined;
  },
  locale: Locale,
) {
  const where = [...scope, isNull(campaigns.deletedAt)];
  if (query.status) where.push(eq(colourProofs.status, query.status));
  if (query.campaign_name) where.push(ilike(campaigns.name, escapeLike(query.campaign_name)));
  const { size, current, offset } = pageOf(query.page, query.per_page ?? 20);
  const [total] = await db
    .select({ n: count() })
    .from(colourProofs)
    .innerJoin(campaigns, eq(campaigns.id, colourProofs.campaignId))
    .where(and(...where));
  const rows = await db
    .select({ p: colourProofs })
    .from(colourProofs)
    .innerJoin(campaigns, eq(campaigns.id, colourProofs.campaignId))
    .where(and(...where))
    .orderBy(desc(colourProofs.createdAt), desc(colourProofs.id))
    .limit(size)
    .offset(offset);
  return {
    data: await proofAnswers(
      db,
      rows.map((r) => r.p),
      locale,
    ),
    meta: meta(current, size, total?.n ?? 0),
  };
}

const providerScope = (user: AuthUser): SQL[] =>
  isSuperuser(user.permissions) ? [] : [eq(colourProofs.providerId, user.providerId ?? -1)];

/** A proof the caller reaches (its provider's, or of a campaign it sees). @throws HttpError 404 */
export async function findProof(
  db: Db,
  user: AuthUser,
  id: number,
  side: 'client' | 'either',
  locale: Locale,
): Promise<ProofRow> {
  const [row] = await db
    .select({ p: colourProofs })
    .from(colourProofs)
    .innerJoin(campaigns, eq(campaigns.id, colourProofs.campaignId))
    .where(and(eq(colourProofs.id, id), isNull(campaigns.deletedAt)));
  if (!row) throw notFound(locale);
  const p = row.p;
  if (isSuperuser(user.permissions)) return p;
  if (side === 'either' && user.providerId && p.providerId === user.providerId) return p;
  const [seen] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(eq(campaigns.id, p.campaignId), ...campaignScope(db, user)));
  if (!seen?.n || user.providerId) throw notFound(locale);
  return p;
}

const one = async (db: Db, id: number, locale: Locale) =>
  (await proofAnswers(db, await db.select().from(colourProofs).where(eq(colourProofs.id, id)), locale))[0]!;

export const colourProofHandlers = [
  implement(art.providerProofs, ({ db, query, user, locale }) => proofPage(db, providerScope(user), query, locale)),
  implement(art.clientProofs, ({ db, query, user, locale }) => proofPage(db, campaignScope(db, user), query, locale)),
  implement(art.showProof, async ({ db, params, user, locale }) => ({
    data: await one(db, (await findProof(db, user, params.id, 'either', locale)).id, locale),
  })),
  implement(art.clientProof, async ({ db, params, user, locale }) => ({
    data: await one(db, (await findProof(db, user, params.id, 'client', locale)).id, locale),
  })),

  implement(art.campaignProofs, async ({ db, params, user, locale }) => {
    const c = await reachCampaign(db, user, params.id, providerSide(user), locale);
    const rows = await db
      .select()
      .from(colourProofs)
      .where(and(eq(colourProofs.campaignId, c.id), ...providerScope(user)))
      .orderBy(desc(colourProofs.id));
    return { data: await proofAnswers(db, rows, locale) };
  }),

  implement(art.uploadProof, async ({ db, params, body, user, locale, now }) => {
    const side = providerSide(user);
    const c = await reachCampaign(db, user, params.id, side, locale);
    const mine = (await cartUnits(db, c.id, side.side === 'provider' ? side.providerId : null)).filter(
      (u) => !body.media_type_id || u.mediaTypeId === body.media_type_id,
    );
    const unitIds = body.unit_ids?.length ? [...new Set(body.unit_ids)] : mine.map((u) => u.id);
    if (!unitIds.length || unitIds.some((id) => !mine.some((u) => u.id === id))) {
      throw validationError(msg(locale, 'proof.no_units'), { unit_ids: [msg(locale, 'proof.no_units')] });
    }
    const providerId = mine.find((u) => u.id === unitIds[0])!.providerId;
    if (body.material_id) {
      const [m] = await db
        .select({ id: materials.id })
        .from(materials)
        .where(and(eq(materials.id, body.material_id), eq(materials.providerId, providerId)));
      if (!m)
        throw validationError(msg(locale, 'units.unknown', { field: 'material id' }), {
          material_id: [msg(locale, 'units.unknown', { field: 'material id' })],
        });
    }
    const fileId = await uploadedFile(db, user, body.file, locale, now, 'proof');
    const [row] = await db
      .insert(colourProofs)
      .values({
        campaignId: c.id,
        providerId,
        mediaTypeId: body.media_type_id ?? null,
        materialId: body.material_id ?? null,
        unitIds,
        note: body.note?.trim() || null,
        fileId,
        uploadedById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: colourProofs.id });
    return { data: await one(db, row!.id, locale), message: msg(locale, 'proof.uploaded') };
  }),

  implement(art.decideProof, async ({ db, params, body, user, locale, now }) => {
    const found = await findProof(db, user, params.id, 'client', locale);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [p] = await tx.select().from(colourProofs).where(eq(colourProofs.id, found.id)).for('update');
      enforce(checkProofDecision(p!.status, body.status, body.comment), locale);
      await tx
        .update(colourProofs)
        .set({
          status: body.status,
          comment: body.comment?.trim() || null,
          decidedById: user.id,
          decidedAt: now,
          updatedAt: now,
        })
        .where(eq(colourProofs.id, found.id));
    });
    return {
      data: await one(db, found.id, locale),
      message: msg(locale, body.status === 'approved' ? 'proof.approved' : 'proof.rejected'),
    };
  }),
];
