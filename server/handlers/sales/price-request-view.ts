/**
 * How price requests are answered (contract src/api/contract/sales/price-requests.ts): discount requests and
 * special price requests as one inbox row shape, with the names, the list price and the currency they concern.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PriceRequest } from '#src/api/contract/sales.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaigns,
  countries,
  discountRequests,
  packages,
  proposalUnits,
  proposals,
  specialPriceRequests,
  units,
  users,
} from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import { campaignCurrencies, durationDays } from '../campaign-view.ts';
import { iso } from '../sync-page.ts';
import { clientScope } from './scope.ts';

export type DiscountRow = typeof discountRequests.$inferSelect;
export type SpecialRow = typeof specialPriceRequests.$inferSelect;

const round2 = (n: number) => Math.round(n * 100) / 100;
const shared = (codes: (string | null | undefined)[]) => {
  const set = new Set(codes.filter((c): c is string => !!c));
  return set.size === 1 ? [...set][0]! : null;
};

async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const list = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!list.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A proposal's list total, pesos: per line price × days × quantity plus the print price (before any discount). */
export async function proposalListTotal(
  db: Db,
  proposalId: number,
): Promise<{ total: number; currency: string | null }> {
  const lines = await db
    .select({ line: proposalUnits, currency: countries.currency })
    .from(proposalUnits)
    .innerJoin(units, eq(units.id, proposalUnits.unitId))
    .innerJoin(countries, eq(countries.id, units.countryId))
    .where(eq(proposalUnits.proposalId, proposalId));
  const total = lines.reduce(
    (sum, { line }) =>
      sum + line.price * (durationDays(line.startDate, line.endDate) ?? 0) * line.quantity + line.printPrice,
    0,
  );
  return { total: round2(total), currency: shared(lines.map((l) => l.currency)) };
}

/** Discount requests as inbox rows, in the given order. */
export async function discountAnswers(db: Db, rows: readonly DiscountRow[]): Promise<PriceRequest[]> {
  if (!rows.length) return [];
  const campaignIds = [...new Set(rows.map((r) => r.campaignId).filter((x): x is number => x !== null))];
  const proposalIds = [...new Set(rows.map((r) => r.proposalId).filter((x): x is number => x !== null))];
  const [names, campaignRows, currencyOf, proposalRows] = await Promise.all([
    namesOf(
      db,
      rows.flatMap((r) => [r.clientId, r.requestedById, r.decidedById]),
    ),
    campaignIds.length
      ? db
          .select({ id: campaigns.id, name: campaigns.name, investment: campaigns.investment })
          .from(campaigns)
          .where(inArray(campaigns.id, campaignIds))
      : [],
    campaignCurrencies(db, campaignIds),
    proposalIds.length
      ? db.select({ id: proposals.id, name: proposals.name }).from(proposals).where(inArray(proposals.id, proposalIds))
      : [],
  ]);
  const campaignOf = new Map(campaignRows.map((c) => [c.id, c]));
  const proposalOf = new Map(proposalRows.map((p) => [p.id, p]));
  const totals = new Map(
    await Promise.all(proposalIds.map(async (id) => [id, await proposalListTotal(db, id)] as const)),
  );
  return rows.map((r) => {
    const c = r.campaignId === null ? undefined : campaignOf.get(r.campaignId);
    const p = r.proposalId === null ? undefined : proposalOf.get(r.proposalId);
    const t = r.proposalId === null ? undefined : totals.get(r.proposalId);
    return {
      id: r.id,
      kind: 'discount',
      special_kind: null,
      status: r.status,
      client_id: r.clientId,
      client_name: names.get(r.clientId) ?? '',
      requested_by_name: names.get(r.requestedById) ?? '',
      campaign_id: r.campaignId,
      proposal_id: r.proposalId,
      package_id: null,
      subject: c?.name ?? p?.name ?? '',
      percent: r.percent,
      list_price: c ? c.investment : (t?.total ?? null),
      price: null,
      unit_ids: [],
      currency: c ? (currencyOf.get(c.id) ?? null) : (t?.currency ?? null),
      reason: r.reason,
      decided_by_name: r.decidedById === null ? null : (names.get(r.decidedById) ?? null),
      decided_at: r.decidedAt ? iso(r.decidedAt) : null,
      created_at: iso(r.createdAt),
    };
  });
}

/** Special price requests as inbox rows, in the given order; `locale` names a client request's subject. */
export async function specialAnswers(db: Db, rows: readonly SpecialRow[], locale: Locale): Promise<PriceRequest[]> {
  if (!rows.length) return [];
  const packageIds = [...new Set(rows.map((r) => r.packageId).filter((x): x is number => x !== null))];
  const unitIds = [...new Set(rows.flatMap((r) => r.unitIds))];
  const [names, packageRows, unitRows] = await Promise.all([
    namesOf(
      db,
      rows.flatMap((r) => [r.clientId, r.requestedById, r.decidedById]),
    ),
    packageIds.length
      ? db
          .select({ p: packages, currency: countries.currency })
          .from(packages)
          .innerJoin(countries, eq(countries.id, packages.countryId))
          .where(inArray(packages.id, packageIds))
      : [],
    unitIds.length
      ? db
          .select({ id: units.id, price: units.price, currency: countries.currency })
          .from(units)
          .innerJoin(countries, eq(countries.id, units.countryId))
          .where(inArray(units.id, unitIds))
      : [],
  ]);
  const packageOf = new Map(packageRows.map((r) => [r.p.id, r]));
  const unitOf = new Map(unitRows.map((u) => [u.id, u]));
  return rows.map((r) => {
    const pk = r.packageId === null ? undefined : packageOf.get(r.packageId);
    const mine = r.unitIds.map((id) => unitOf.get(id)).filter((u) => u !== undefined);
    const listPrice = pk
      ? round2(pk.p.value / Math.max(1, pk.p.duration))
      : mine.length
        ? round2(mine.reduce((s, u) => s + u.price, 0) / mine.length)
        : null;
    return {
      id: r.id,
      kind: 'special_price',
      special_kind: r.kind,
      status: r.status,
      client_id: r.clientId,
      client_name: names.get(r.clientId) ?? '',
      requested_by_name: names.get(r.requestedById) ?? '',
      campaign_id: null,
      proposal_id: null,
      package_id: r.packageId,
      subject: pk ? pk.p.name : msg(locale, 'special_prices.subject_units', { count: r.unitIds.length }),
      percent: null,
      list_price: listPrice,
      price: r.price,
      unit_ids: r.unitIds,
      currency: pk ? pk.currency : shared(mine.map((u) => u.currency)),
      reason: r.reason,
      decided_by_name: r.decidedById === null ? null : (names.get(r.decidedById) ?? null),
      decided_at: r.decidedAt ? iso(r.decidedAt) : null,
      created_at: iso(r.createdAt),
    };
  });
}

const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** A discount request the caller reaches (ownership rule `discountRequest`). @throws HttpError 404 */
export async function findDiscount(db: Db, user: AuthUser, id: number, locale: Locale, lock = false) {
  const q = db
    .select()
    .from(discountRequests)
    .where(and(eq(discountRequests.id, id), ...clientScope(db, user, discountRequests.clientId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(locale);
  return row;
}

/** A special price request the caller reaches (ownership rule `specialPrice`). @throws HttpError 404 */
export async function findSpecial(db: Db, user: AuthUser, id: number, locale: Locale, lock = false) {
  const q = db
    .select()
    .from(specialPriceRequests)
    .where(and(eq(specialPriceRequests.id, id), ...clientScope(db, user, specialPriceRequests.clientId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(locale);
  return row;
}
