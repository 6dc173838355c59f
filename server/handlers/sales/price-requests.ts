/**
 * Discount requests and special prices (contract src/api/contract/sales/price-requests.ts).
 *
 * - The list merges both kinds in the caller's scope (by client), pending first, then newest.
 * - Decisions run in a transaction holding the request's row; a decided request answers 409 naming what was
 *   decided. Applying a discount on a campaign adds its percentage of the campaign's investment to the campaign's
 *   credit (pesos, rounded to the cent) and touches the campaign so the next pull carries it; on a proposal the
 *   proposal's totals read the applied discount.
 * - A special price is asked by a client for itself, or by a seller (or staff) for a customer it reaches; units
 *   must be live and active (422 under `unit_ids`), the package must exist (422 under `package_id`).
 */
import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import * as sales from '#src/api/contract/sales.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { campaigns, discountRequests, packages, specialPriceRequests, units, users } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { implement } from '#server/http/register.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { escapeLike, meta, pageOf } from '../lookups.ts';
import { discountAnswers, findDiscount, findSpecial, specialAnswers } from './price-request-view.ts';
import { clientScope, reachesClient } from './scope.ts';

interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const decided = (locale: Locale, family: 'discounts' | 'special_prices', status: string) =>
  new HttpError(
    409,
    'conflict',
    msg(locale, `${family}.decided`, { status: msg(locale, `${family}.status.${status}` as MessageKey) }),
  );

async function decideDiscount(x: Caller, id: number, outcome: 'applied' | 'rejected') {
  await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const r = await findDiscount(tx, x.user, id, x.locale, true);
    if (r.status !== 'pending') throw decided(x.locale, 'discounts', r.status);
    await tx
      .update(discountRequests)
      .set({ status: outcome, decidedById: x.user.id, decidedAt: x.now, updatedAt: x.now })
      .where(eq(discountRequests.id, id));
    if (outcome === 'applied' && r.campaignId !== null) {
      await tx
        .update(campaigns)
        .set({
          credit: sql`${campaigns.credit} + round(${campaigns.investment} * ${r.percent} / 100, 2)`,
          updatedAt: x.now,
        })
        .where(eq(campaigns.id, r.campaignId));
    }
  });
  const [row] = await x.db.select().from(discountRequests).where(eq(discountRequests.id, id));
  return {
    data: (await discountAnswers(x.db, [row!]))[0]!,
    message: msg(x.locale, outcome === 'applied' ? 'discounts.applied' : 'discounts.rejected'),
  };
}

async function decideSpecial(x: Caller, id: number, outcome: 'accepted' | 'denied') {
  await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const r = await findSpecial(tx, x.user, id, x.locale, true);
    if (r.status !== 'pending') throw decided(x.locale, 'special_prices', r.status);
    await tx
      .update(specialPriceRequests)
      .set({ status: outcome, decidedById: x.user.id, decidedAt: x.now, updatedAt: x.now })
      .where(eq(specialPriceRequests.id, id));
  });
  return answerSpecial(x, id, outcome === 'accepted' ? 'special_prices.accepted' : 'special_prices.denied');
}

async function answerSpecial(x: Caller, id: number, message: MessageKey) {
  const [row] = await x.db.select().from(specialPriceRequests).where(eq(specialPriceRequests.id, id));
  return { data: (await specialAnswers(x.db, [row!], x.locale))[0]!, message: msg(x.locale, message) };
}

/** The client a special price is asked for. @throws HttpError 422 (none given by staff) or 404 (out of reach) */
async function clientFor(x: Caller, clientId: number | undefined): Promise<number> {
  const asking = hasRole(x.user, 'client') || hasRole(x.user, 'agency');
  const id = clientId ?? (asking ? x.user.id : undefined);
  if (id === undefined) {
    const text = msg(x.locale, 'special_prices.client_required');
    throw validationError(text, { client_id: [text] });
  }
  if (!(await reachesClient(x.db, x.user, id))) throw new HttpError(404, 'not_found', msg(x.locale, 'http.not_found'));
  return id;
}

/** Keys `kind:id` of the requests in scope matching the list's filters, pending first then newest. */
async function inboxKeys(db: Db, user: AuthUser, q: sales.DiscountRequestsQuery) {
  const like = q.search ? escapeLike(q.search) : undefined;
  const [discounts, specials] = await Promise.all([
    q.kind === 'special_price'
      ? []
      : db
          .select({ id: discountRequests.id, status: discountRequests.status, at: discountRequests.createdAt })
          .from(discountRequests)
          .innerJoin(users, eq(users.id, discountRequests.clientId))
          .leftJoin(campaigns, eq(campaigns.id, discountRequests.campaignId))
          .where(
            and(
              ...clientScope(db, user, discountRequests.clientId),
              q.status ? eq(discountRequests.status, q.status as 'pending') : undefined,
              q.client_id ? eq(discountRequests.clientId, q.client_id) : undefined,
              like ? or(ilike(users.name, like), ilike(campaigns.name, like)) : undefined,
            ),
          ),
    q.kind === 'discount'
      ? []
      : db
          .select({
            id: specialPriceRequests.id,
            status: specialPriceRequests.status,
            at: specialPriceRequests.createdAt,
          })
          .from(specialPriceRequests)
          .innerJoin(users, eq(users.id, specialPriceRequests.clientId))
          .leftJoin(packages, eq(packages.id, specialPriceRequests.packageId))
          .where(
            and(
              ...clientScope(db, user, specialPriceRequests.clientId),
              q.status ? eq(specialPriceRequests.status, q.status as 'pending') : undefined,
              q.client_id ? eq(specialPriceRequests.clientId, q.client_id) : undefined,
              like ? or(ilike(users.name, like), ilike(packages.name, like)) : undefined,
            ),
          ),
  ]);
  return [
    ...discounts.map((r) => ({ ...r, kind: 'discount' as const })),
    ...specials.map((r) => ({ ...r, kind: 'special_price' as const })),
  ].toSorted(
    (a, b) =>
      Number(b.status === 'pending') - Number(a.status === 'pending') || b.at.getTime() - a.at.getTime() || b.id - a.id,
  );
}

export const priceRequestHandlers = [
  implement(sales.discountRequests, async ({ db, user, query, locale }) => {
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const keys = await inboxKeys(db, user, query);
    const page = keys.slice(offset, offset + size);
    const dIds = page.filter((k) => k.kind === 'discount').map((k) => k.id);
    const sIds = page.filter((k) => k.kind === 'special_price').map((k) => k.id);
    const [ds, ss] = await Promise.all([
      dIds.length ? db.select().from(discountRequests).where(inArray(discountRequests.id, dIds)) : [],
      sIds.length ? db.select().from(specialPriceRequests).where(inArray(specialPriceRequests.id, sIds)) : [],
    ]);
    const answered = new Map([
      ...(await discountAnswers(db, ds)).map((r) => [`discount:${r.id}`, r] as const),
      ...(await specialAnswers(db, ss, locale)).map((r) => [`special_price:${r.id}`, r] as const),
    ]);
    return {
      data: page.map((k) => answered.get(`${k.kind}:${k.id}`)!),
      meta: meta(current, size, keys.length),
    };
  }),

  implement(sales.showDiscountRequest, async ({ db, user, params, locale }) => ({
    data: (await discountAnswers(db, [await findDiscount(db, user, params.id, locale)]))[0]!,
  })),
  implement(sales.applyDiscountRequest, (x) => decideDiscount(x, x.params.id, 'applied')),
  implement(sales.rejectDiscountRequest, (x) => decideDiscount(x, x.params.id, 'rejected')),

  implement(sales.requestClientSpecialPrice, async (x) => {
    const clientId = await clientFor(x, x.body.client_id);
    const ids = [...new Set(x.body.unit_ids)];
    const found = await x.db
      .select({ id: units.id })
      .from(units)
      .where(and(inArray(units.id, ids), isNull(units.deletedAt), eq(units.status, 'active')));
    if (found.length !== ids.length) {
      const text = msg(x.locale, 'special_prices.units_unknown');
      throw validationError(text, { unit_ids: [text] });
    }
    const [row] = await x.db
      .insert(specialPriceRequests)
      .values({
        kind: 'client',
        clientId,
        unitIds: ids,
        price: round2(x.body.price),
        reason: x.body.reason ?? '',
        requestedById: x.user.id,
        createdAt: x.now,
        updatedAt: x.now,
      })
      .returning({ id: specialPriceRequests.id });
    return answerSpecial(x, row!.id, 'special_prices.requested');
  }),

  implement(sales.requestPackageSpecialPrice, async (x) => {
    const clientId = await clientFor(x, x.body.client_id);
    const [pk] = await x.db.select({ id: packages.id }).from(packages).where(eq(packages.id, x.body.package_id));
    if (!pk) {
      const text = msg(x.locale, 'http.not_found');
      throw validationError(text, { package_id: [text] });
    }
    const [row] = await x.db
      .insert(specialPriceRequests)
      .values({
        kind: 'package',
        clientId,
        packageId: pk.id,
        price: round2(x.body.price),
        reason: x.body.reason ?? '',
        requestedById: x.user.id,
        createdAt: x.now,
        updatedAt: x.now,
      })
      .returning({ id: specialPriceRequests.id });
    return answerSpecial(x, row!.id, 'special_prices.requested');
  }),

  implement(sales.acceptSpecialPrice, (x) => decideSpecial(x, x.params.id, 'accepted')),
  implement(sales.denySpecialPrice, (x) => decideSpecial(x, x.params.id, 'denied')),
];
