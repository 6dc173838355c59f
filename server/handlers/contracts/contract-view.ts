/**
 * How contracts are answered (contract src/api/contract/contracts/contracts.ts; docs/contracts-billing.md): who
 * reaches which contract (SECURITY.md ownership rule `contract`) — administrators, managers and operations every
 * one, a seller the contracts of its customers (client_sellers) and the ones it owns, everyone else (clients,
 * agencies) its own —, the answers (units from the campaign's cart lines, priced in centavos by
 * src/domain/contract-rules.ts, plus other costs), and `ensureContract`, which gives a contracted campaign its
 * contract row.
 */
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { Contract } from '#src/api/contract/contracts.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import {
  ContractRuleError,
  fromMinor,
  quoteContract,
  statusAfter,
  toMinor,
  type ContractAction,
  type ContractLineInput,
  type ContractStatus,
} from '#src/domain/contract-rules.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignUnits,
  campaigns,
  cities,
  clientSellers,
  contractComments,
  contractCosts,
  contractDocuments,
  contracts,
  mediaTypes,
  orders,
  units,
  users,
} from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import { campaignCurrencies } from '../campaign-view.ts';
import { sqlRows } from '../dashboards/chart.ts';
import { enumList } from '../lookups.ts';

export type ContractRow = typeof contracts.$inferSelect;

/** Conditions on `contracts` (joined with its campaign) limiting rows to the ones the caller reaches (module doc). */
export function contractScope(db: Db, user: AuthUser): SQL[] {
  if (isSuperuser(user.permissions) || hasRole(user, 'manager') || hasRole(user, 'operations')) return [];
  if (hasRole(user, 'seller')) {
    return [
      or(
        eq(contracts.ownerId, user.id),
        inArray(
          campaigns.clientId,
          db.select({ id: clientSellers.clientId }).from(clientSellers).where(eq(clientSellers.sellerId, user.id)),
        ),
      )!,
    ];
  }
  return [eq(campaigns.clientId, user.id)];
}

/**
 * A contract the caller reaches; inside a transaction pass `lock` to hold its row until commit.
 * @throws HttpError 404 when missing or out of reach (the same answer either way)
 */
export async function findContract(db: Db, user: AuthUser, id: number, locale: Locale, lock = false) {
  const query = db
    .select({ c: contracts })
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .where(and(eq(contracts.id, id), isNull(campaigns.deletedAt), ...contractScope(db, user)));
  const [row] = lock ? await query.for('update', { of: contracts }) : await query;
  if (!row) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return row.c;
}

/** True when file `fileId` is a document of a contract `user` reaches (files.ts `canReadFile`). */
export async function canReadContractFile(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contractDocuments)
    .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .where(and(eq(contractDocuments.fileId, fileId), isNull(campaigns.deletedAt), ...contractScope(db, user)))
    .limit(1);
  return row !== undefined;
}

/**
 * The contracts of campaign `campaignId` the caller reaches, oldest first.
 * @throws HttpError 404 when it reaches none (ownership rule `campaign.contract`)
 */
export async function contractsOfCampaign(db: Db, user: AuthUser, campaignId: number, locale: Locale) {
  const rows = await db
    .select({ c: contracts })
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .where(and(eq(contracts.campaignId, campaignId), isNull(campaigns.deletedAt), ...contractScope(db, user)))
    .orderBy(asc(contracts.id));
  if (!rows.length) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return rows.map((r) => r.c);
}

/**
 * The status contract `c` takes after `action` (src/domain/contract-rules.ts `statusAfter`).
 * @throws HttpError 409 naming the status (in the caller's language, `/enums/contract-statuses`) and the action
 */
export async function nextStatus(
  db: Db,
  c: Pick<ContractRow, 'status'>,
  action: ContractAction,
  locale: Locale,
): Promise<ContractStatus> {
  try {
    return statusAfter(c.status, action);
  } catch (e) {
    if (!(e instanceof ContractRuleError)) throw e;
    const name = (await enumList(db, 'contract-statuses', locale)).data.find((x) => x.key === c.status)?.name;
    throw new HttpError(409, 'conflict', msg(locale, 'contracts.not_allowed', { status: name ?? c.status, action }));
  }
}

/** Marks contract `id` changed at `now`: what its answer shows moved (a comment or an order counted; contract-list.ts). */
export async function touchContract(db: Db, id: number, now: Date): Promise<void> {
  await db.update(contracts).set({ updatedAt: now }).where(eq(contracts.id, id));
}

/**
 * Gives contracted campaign `campaignId` its contract when it has none (pending; owner: `ownerId`, else the first
 * seller assigned to the campaign's client). Answers the contract's id.
 */
export async function ensureContract(tx: Db, campaignId: number, now: Date, ownerId?: number | null): Promise<number> {
  const [found] = await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.campaignId, campaignId));
  if (found) return found.id;
  let owner = ownerId ?? null;
  if (owner === null) {
    const [seller] = await tx
      .select({ id: clientSellers.sellerId })
      .from(clientSellers)
      .innerJoin(campaigns, eq(campaigns.clientId, clientSellers.clientId))
      .where(eq(campaigns.id, campaignId))
      .orderBy(asc(clientSellers.sellerId))
      .limit(1);
    owner = seller?.id ?? null;
  }
  const [made] = await tx
    .insert(contracts)
    .values({ campaignId, status: 'pending', ownerId: owner, createdAt: now, updatedAt: now })
    .returning({ id: contracts.id });
  return made!.id;
}

/** One line of a contract as read, in the answer's names: its unit, period (ISO dates), prices (pesos), spots. */
interface ContractLineRow extends ContractLineInput {
  unit_id: number;
  title: string;
  sku: string;
  media_type: string;
  city: string;
}

/**
 * The lines of the contracts of `campaignIds` (their campaigns' carts), by campaign id, each campaign's in cart
 * order. One row per campaign with its lines as a JSON array: a page of 400 contracts holds about 6,000 lines, and
 * reading them as 6,000 rows of 11 columns took PGlite ~150 ms of row parsing (plus the ORM's mapping) on top of a
 * 65 ms query; as 400 JSON arrays, about half the time (docs/performance.md, Reports and lists).
 */
async function contractLines(db: Db, campaignIds: readonly number[], locale: Locale) {
  const byCampaign = new Map<number, ContractLineRow[]>();
  if (!campaignIds.length) return byCampaign;
  const mediaTypeName = locale === 'en' ? mediaTypes.nameEn : mediaTypes.name;
  type Tuple = [number, string, string, string, string, string, string, number | string, number | string, number];
  const rows = await sqlRows<{ campaign_id: number; lines: Tuple[] }>(
    db,
    sql`select ${campaignUnits.campaignId} as campaign_id,
      json_agg(json_build_array(${units.id}, ${units.title}, ${units.sku}, ${mediaTypeName}, ${cities.name},
        ${campaignUnits.startDate}, ${campaignUnits.endDate}, ${campaignUnits.price}, ${campaignUnits.printPrice},
        ${campaignUnits.spotsUsed}) order by ${campaignUnits.id}) as lines
    from ${campaignUnits}
    join ${units} on ${units.id} = ${campaignUnits.unitId}
    join ${mediaTypes} on ${mediaTypes.id} = ${units.mediaTypeId}
    join ${cities} on ${cities.id} = ${units.cityId}
    where ${inArray(campaignUnits.campaignId, [...campaignIds])}
    group by ${campaignUnits.campaignId}`,
  );
  for (const row of rows)
    byCampaign.set(
      Number(row.campaign_id),
      row.lines.map(([unit_id, title, sku, media_type, city, start_date, end_date, price, printPrice, spots]) => ({
        unit_id,
        title,
        sku,
        media_type,
        city,
        start_date,
        end_date,
        price: Number(price),
        print_price: Number(printPrice),
        spots,
      })),
    );
  return byCampaign;
}

/** The answers of `rows`, in their order: units, totals in the campaigns' currency, counts. */
export async function contractAnswers(db: Db, rows: readonly ContractRow[], locale: Locale): Promise<Contract[]> {
  if (!rows.length) return [];
  const campaignIds = rows.map((r) => r.campaignId);
  const contractIds = rows.map((r) => r.id);
  const [camps, lines, costs, currencies, commentCounts, orderCounts, owners] = await Promise.all([
    db
      .select({ id: campaigns.id, name: campaigns.name, clientId: campaigns.clientId, client: users.name })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.clientId))
      .where(inArray(campaigns.id, campaignIds)),
    contractLines(db, campaignIds, locale),
    db.select().from(contractCosts).where(inArray(contractCosts.contractId, contractIds)),
    campaignCurrencies(db, campaignIds),
    db
      .select({ id: contractComments.contractId, n: count() })
      .from(contractComments)
      .where(inArray(contractComments.contractId, contractIds))
      .groupBy(contractComments.contractId),
    db
      .select({ id: orders.contractId, n: count() })
      .from(orders)
      .where(inArray(orders.contractId, contractIds))
      .groupBy(orders.contractId),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.ownerId ?? 0))])),
  ]);
  const campaignOf = new Map(camps.map((c) => [c.id, c]));
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  const commentsOf = new Map(commentCounts.map((c) => [c.id, c.n]));
  const ordersOf = new Map(orderCounts.map((c) => [c.id, c.n]));
  // each contract's other costs summed once (centavos), not filtered out of the page's costs per contract
  const otherMinorOf = new Map<number, number>();
  for (const c of costs) otherMinorOf.set(c.contractId, (otherMinorOf.get(c.contractId) ?? 0) + toMinor(c.amount));
  return rows.map((r) => {
    const camp = campaignOf.get(r.campaignId)!;
    const mine = lines.get(r.campaignId) ?? [];
    const quote = quoteContract(mine);
    const otherMinor = otherMinorOf.get(r.id) ?? 0;
    const dates = mine.flatMap((l) => [l.start_date, l.end_date]).toSorted();
    return {
      id: r.id,
      campaign_id: r.campaignId,
      name: camp.name,
      status: r.status,
      client_id: camp.clientId,
      client_name: camp.client,
      owner_id: r.ownerId,
      owner_name: r.ownerId === null ? null : (ownerName.get(r.ownerId) ?? null),
      reference: r.reference,
      units_type: r.unitsType,
      reason: r.reason,
      renewed_from_id: r.renewedFromId,
      start_date: dates[0] ?? null,
      end_date: dates.at(-1) ?? null,
      total: fromMinor(quote.total_minor + otherMinor),
      currency: currencies.get(r.campaignId) ?? null,
      units: quote.lines.map(({ total_minor: _minor, ...l }) => l),
      comments: commentsOf.get(r.id) ?? 0,
      orders: ordersOf.get(r.id) ?? 0,
      approved_at: r.approvedAt?.toISOString() ?? null,
      billed_at: r.billedAt?.toISOString() ?? null,
      cancelled_at: r.cancelledAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}
