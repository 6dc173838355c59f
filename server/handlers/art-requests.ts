/**
 * Art requests and art adaptation requests (contract art.ts, rules
 * in server/domain/art-rules.ts `checkAdaptation`).
 *
 * - Art requests: a client asks for artwork design for one of its campaigns;
 *   the budget is ART_REQUEST_FEE per media type; description and media
 *   types change until it is paid (409 after); files attach at any time.
 * - Adaptations: the client asks for its artwork to be adapted to the cart's
 *   units (budget ADAPTATION_FEE_PER_UNIT each) and decides the budget once;
 *   after it is accepted, the providers of those units (or staff) associate
 *   arts, which the client accepts or rejects (with a comment).
 * Every change stamps the row's `updated_at`.
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import * as art from '#src/api/contract/art.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { artAdaptationRequests, artRequests, campaigns, users } from '../db/schema.ts';
import { checkAdaptation, type AdaptationAction } from '../domain/art-rules.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import {
  cartUnits,
  fileBytes,
  filesOf,
  mediaTypeNames,
  notFound,
  providerSide,
  reachCampaign,
  segment,
  zipOf,
  zipResponse,
} from './art-view.ts';
import { enforce, layoutOf, uploadedFile } from './art.ts';
import { campaignCurrencies, campaignScope } from './campaign-view.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';

type RequestRow = typeof artRequests.$inferSelect;
type AdaptationRow = typeof artAdaptationRequests.$inferSelect;

async function requestAnswers(db: Db, rows: readonly RequestRow[]): Promise<art.ArtRequest[]> {
  return Promise.all(
    rows.map(async (r) => {
      const [[c], [who], units, fileList, currencies] = await Promise.all([
        db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(eq(campaigns.id, r.campaignId)),
        db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, r.createdById)),
        cartUnits(db, r.campaignId),
        filesOf(db, r.fileIds),
        campaignCurrencies(db, [r.campaignId]),
      ]);
      return {
        id: r.id,
        campaign: c ?? { id: r.campaignId, name: '' },
        created_by: who ?? { id: r.createdById, name: '' },
        status: r.status,
        description: r.description,
        media_type_ids: r.mediaTypeIds,
        units_count: units.filter((u) => r.mediaTypeIds.includes(u.mediaTypeId)).length,
        budget: r.budget,
        currency: currencies.get(r.campaignId) ?? null,
        paid_at: r.paidAt ? iso(r.paidAt) : null,
        files: fileList,
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
      };
    }),
  );
}

/** An art request of a campaign the caller sees. @throws HttpError 404 */
export async function findRequest(db: Db, user: AuthUser, id: number, locale: Locale): Promise<RequestRow> {
  const [row] = await db
    .select({ r: artRequests })
    .from(artRequests)
    .innerJoin(campaigns, eq(campaigns.id, artRequests.campaignId))
    .where(and(eq(artRequests.id, id), isNull(campaigns.deletedAt), ...campaignScope(db, user)));
  if (!row) throw notFound(locale);
  return row.r;
}

/** The media types asked for: those given (each must be in the cart), or every media type of the cart. @throws HttpError 422 */
async function mediaTypesFor(
  db: Db,
  campaignId: number,
  wanted: readonly number[] | undefined,
  locale: Locale,
): Promise<number[]> {
  const inCart = [...new Set((await cartUnits(db, campaignId)).map((u) => u.mediaTypeId))].toSorted((a, b) => a - b);
  const ids = wanted?.length ? [...new Set(wanted)] : inCart;
  if (!ids.length || ids.some((id) => !inCart.includes(id))) {
    throw validationError(msg(locale, 'art.no_units_of_media_type'), {
      media_type_ids: [msg(locale, 'art.no_units_of_media_type')],
    });
  }
  return ids;
}

const one = async (db: Db, id: number) =>
  (await requestAnswers(db, await db.select().from(artRequests).where(eq(artRequests.id, id))))[0]!;

const requestHandlers = [
  implement(art.artRequests, async ({ db, query, user }) => {
    const where: (SQL | undefined)[] = [isNull(campaigns.deletedAt), ...campaignScope(db, user)];
    if (query.status) where.push(eq(artRequests.status, query.status));
    if (query.search)
      where.push(
        or(ilike(campaigns.name, escapeLike(query.search)), ilike(artRequests.description, escapeLike(query.search))),
      );
    const { size, current, offset } = pageOf(query.page, query.per_page ?? 20);
    const [total] = await db
      .select({ n: count() })
      .from(artRequests)
      .innerJoin(campaigns, eq(campaigns.id, artRequests.campaignId))
      .where(and(...where));
    const rows = await db
      .select({ r: artRequests })
      .from(artRequests)
      .innerJoin(campaigns, eq(campaigns.id, artRequests.campaignId))
      .where(and(...where))
      .orderBy(desc(artRequests.createdAt), desc(artRequests.id))
      .limit(size)
      .offset(offset);
    return {
      data: await requestAnswers(
        db,
        rows.map((r) => r.r),
      ),
      meta: meta(current, size, total?.n ?? 0),
    };
  }),
  implement(art.storeArtRequest, async ({ db, body, user, locale, now }) => {
    const c = await reachCampaign(db, user, body.campaign_id, { side: 'client' }, locale);
    const types = await mediaTypesFor(db, c.id, body.media_type_ids, locale);
    const [row] = await db
      .insert(artRequests)
      .values({
        campaignId: c.id,
        createdById: user.id,
        description: body.description,
        mediaTypeIds: types,
        budget: art.ART_REQUEST_FEE * types.length,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: artRequests.id });
    return { data: await one(db, row!.id), message: msg(locale, 'art_request.saved') };
  }),
  implement(art.showArtRequest, async ({ db, params, user, locale }) => ({
    data: await one(db, (await findRequest(db, user, params.id, locale)).id),
  })),
  implement(art.updateArtRequest, async ({ db, params, body, user, locale, now }) => {
    const r = await findRequest(db, user, params.id, locale);
    if (r.status !== 'requested') throw new HttpError(409, 'conflict', msg(locale, 'art_request.already_paid'));
    const types = body.media_type_ids
      ? await mediaTypesFor(db, r.campaignId, body.media_type_ids, locale)
      : r.mediaTypeIds;
    await db
      .update(artRequests)
      .set({
        description: body.description,
        mediaTypeIds: types,
        budget: art.ART_REQUEST_FEE * types.length,
        updatedAt: now,
      })
      .where(eq(artRequests.id, r.id));
    return { data: await one(db, r.id), message: msg(locale, 'art_request.saved') };
  }),
  implement(art.artRequestLayout, async ({ db, params, user, locale }) => {
    const r = await findRequest(db, user, params.id, locale);
    return { data: await layoutOf(db, r.campaignId, locale, r.mediaTypeIds) };
  }),
  implement(art.artRequestArts, async ({ db, params, body, user, locale, now }) => {
    const r = await findRequest(db, user, params.id, locale);
    const fileId = await uploadedFile(db, user, body.file, locale, now);
    await db
      .update(artRequests)
      .set({ fileIds: r.fileIds.includes(fileId) ? r.fileIds : [...r.fileIds, fileId], updatedAt: now })
      .where(eq(artRequests.id, r.id));
    return { data: await one(db, r.id), message: msg(locale, 'art_request.file_added') };
  }),
  implement(art.artRequestZip, async ({ db, config, params, user, locale }) => {
    const r = await findRequest(db, user, params.id, locale);
    const entries: { name: string; bytes: Uint8Array }[] = [];
    for (const id of r.fileIds) {
      const f = await fileBytes(db, config, id);
      if (f) entries.push({ name: segment(f.name), bytes: f.bytes });
    }
    return zipResponse(zipOf(entries), `art-request-${r.id}.zip`);
  }),
  implement(art.payArtRequest, async ({ db, params, user, locale, now }) => {
    const r = await findRequest(db, user, params.id, locale);
    const [paid] = await db
      .update(artRequests)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(artRequests.id, r.id), eq(artRequests.status, 'requested')))
      .returning({ id: artRequests.id });
    if (!paid) throw new HttpError(409, 'conflict', msg(locale, 'art_request.already_paid'));
    return { data: await one(db, r.id), message: msg(locale, 'art_request.paid') };
  }),
];

// ── Adaptations ─────────────────────────────────────────────────────────────

export async function adaptationAnswer(db: Db, a: AdaptationRow): Promise<art.ArtAdaptation> {
  const [[c], currencies] = await Promise.all([
    db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(eq(campaigns.id, a.campaignId)),
    campaignCurrencies(db, [a.campaignId]),
  ]);
  return {
    id: a.id,
    campaign: c ?? { id: a.campaignId, name: '' },
    description: a.description,
    unit_ids: a.unitIds,
    budget: a.budget,
    currency: currencies.get(a.campaignId) ?? null,
    budget_status: a.budgetStatus,
    budget_comment: a.budgetComment,
    arts_status: a.artsStatus,
    arts_comment: a.artsComment,
    files: await filesOf(db, a.fileIds),
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
  };
}

/**
 * A campaign on the caller's side: clients the campaigns they see, providers
 * those holding their units. @throws HttpError 404
 */
async function reachEither(db: Db, user: AuthUser, campaignId: number, locale: Locale) {
  const client = hasPermission(user.permissions, 'art.client.*') && !user.providerId;
  return reachCampaign(db, user, campaignId, client ? { side: 'client' } : providerSide(user), locale);
}

/** An adaptation the caller reaches; `clientOnly` for the client's decisions. @throws HttpError 404 */
export async function findAdaptation(db: Db, user: AuthUser, id: number, locale: Locale): Promise<AdaptationRow> {
  const [row] = await db.select().from(artAdaptationRequests).where(eq(artAdaptationRequests.id, id));
  if (!row) throw notFound(locale);
  await reachEither(db, user, row.campaignId, locale);
  return row;
}

async function adaptationChange(
  db: Db,
  user: AuthUser,
  id: number,
  action: AdaptationAction,
  patch: (a: AdaptationRow) => Partial<AdaptationRow>,
  locale: Locale,
  now: Date,
  comment?: string,
) {
  const a = await findAdaptation(db, user, id, locale);
  if (action !== 'associate_art') await reachCampaign(db, user, a.campaignId, { side: 'client' }, locale);
  enforce(checkAdaptation(action, a, comment), locale);
  const [row] = await db
    .update(artAdaptationRequests)
    .set({ ...patch(a), updatedAt: now })
    .where(eq(artAdaptationRequests.id, a.id))
    .returning();
  return { data: await adaptationAnswer(db, row!), message: msg(locale, 'adaptation.updated') };
}

const adaptationHandlers = [
  implement(art.campaignAdaptations, async ({ db, params, user, locale }) => {
    const c = await reachEither(db, user, params.id, locale);
    const rows = await db
      .select()
      .from(artAdaptationRequests)
      .where(eq(artAdaptationRequests.campaignId, c.id))
      .orderBy(desc(artAdaptationRequests.id));
    return { data: await Promise.all(rows.map((r) => adaptationAnswer(db, r))) };
  }),
  implement(art.storeAdaptation, async ({ db, params, body, user, locale, now }) => {
    const c = await reachCampaign(db, user, params.id, { side: 'client' }, locale);
    const inCart = (await cartUnits(db, c.id)).map((u) => u.id);
    const ids = body.unit_ids?.length ? [...new Set(body.unit_ids)] : inCart;
    if (!ids.length || ids.some((id) => !inCart.includes(id))) {
      throw validationError(msg(locale, 'campaign.not_in_cart'), { unit_ids: [msg(locale, 'campaign.not_in_cart')] });
    }
    const [row] = await db
      .insert(artAdaptationRequests)
      .values({
        campaignId: c.id,
        createdById: user.id,
        description: body.description,
        unitIds: ids,
        budget: art.ADAPTATION_FEE_PER_UNIT * ids.length,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { data: await adaptationAnswer(db, row!), message: msg(locale, 'adaptation.created') };
  }),
  implement(art.showAdaptation, async ({ db, params, user, locale }) => ({
    data: await adaptationAnswer(db, await findAdaptation(db, user, params.id, locale)),
  })),
  implement(art.adaptationTasks, async ({ db, params, user, locale }) => {
    const a = await findAdaptation(db, user, params.id, locale);
    const [list, names] = await Promise.all([cartUnits(db, a.campaignId), mediaTypeNames(db, locale)]);
    return {
      data: list
        .filter((u) => a.unitIds.includes(u.id))
        .map((u) => ({
          unit_id: u.id,
          unit_title: u.title,
          media_type: { id: u.mediaTypeId, name: names.get(u.mediaTypeId) ?? '' },
          size: u.unitType ? `${u.unitType.width} × ${u.unitType.height} ${u.unitType.measureUnit}` : null,
          provider_id: u.providerId,
        })),
    };
  }),
  implement(art.associateAdaptationArt, async ({ db, params, body, user, locale, now }) => {
    const a = await findAdaptation(db, user, params.id, locale);
    const units = await cartUnits(db, a.campaignId);
    const mayAssociate =
      isSuperuser(user.permissions) || units.some((u) => a.unitIds.includes(u.id) && u.providerId === user.providerId);
    if (!mayAssociate) throw new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));
    enforce(checkAdaptation('associate_art', a), locale);
    const fileId = await uploadedFile(db, user, body.file, locale, now);
    return adaptationChange(
      db,
      user,
      a.id,
      'associate_art',
      (x) => ({ fileIds: [...new Set([...x.fileIds, fileId])], artsStatus: 'pending', artsComment: null }),
      locale,
      now,
    );
  }),
  implement(art.acceptAdaptationArts, ({ db, params, user, locale, now }) =>
    adaptationChange(db, user, params.id, 'accept_arts', () => ({ artsStatus: 'accepted' }), locale, now),
  ),
  implement(art.rejectAdaptationArts, ({ db, params, body, user, locale, now }) =>
    adaptationChange(
      db,
      user,
      params.id,
      'reject_arts',
      () => ({ artsStatus: 'rejected', artsComment: body.comment }),
      locale,
      now,
      body.comment,
    ),
  ),
  implement(art.acceptAdaptationBudget, ({ db, params, user, locale, now }) =>
    adaptationChange(db, user, params.id, 'accept_budget', () => ({ budgetStatus: 'accepted' }), locale, now),
  ),
  implement(art.rejectAdaptationBudget, ({ db, params, body, user, locale, now }) =>
    adaptationChange(
      db,
      user,
      params.id,
      'reject_budget',
      () => ({ budgetStatus: 'rejected', budgetComment: body.comment }),
      locale,
      now,
      body.comment,
    ),
  ),
];

export const artRequestHandlers = [...requestHandlers, ...adaptationHandlers];
