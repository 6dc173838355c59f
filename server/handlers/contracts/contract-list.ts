/**
 * The contracts mode of the campaigns list (`GET /client/campaigns?contracts=1`, contract
 * src/api/contract/catalogue-lists.ts `campaigns`; issue 17, docs/contracts-billing.md "Reading contracts"): the
 * catalogue has no contract list, so the device mirrors contracts through their campaigns. It answers the
 * campaigns that have a contract the caller reaches (`contractScope`, SECURITY.md ownership rule `contract`), each
 * summary carrying its whole `contract`, paginated with deltas like every pullable list (sync-page.ts).
 *
 * A row counts as changed when its campaign or its contract changed: the change time is the greater of the two
 * `updated_at`. Writers of what a contract answer shows (decisions, unit updates, comments, orders, costs) touch
 * `contracts.updated_at` (`touchContract`). Tombstones are the reached campaigns deleted since the cursor.
 */
import { and, asc, count, eq, gt, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { CampaignSummary } from '#src/api/contract/catalogue-lists.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { campaigns, contracts } from '#server/db/schema.ts';
import { campaignSummaries } from '../campaign-view/scope.ts';
import { escapeLike } from '../lookups.ts';
import { changedSince, syncAnswer, syncOrder, type SyncWindow } from '../sync-page.ts';
import { contractAnswers, contractScope } from './contract-view.ts';

/**
 * One page of the campaigns with a contract the caller reaches, each with its `contract`.
 * `search`: words of the campaign name; `status`: the contract's status.
 */
export async function contractCampaignsPage(
  db: Db,
  user: AuthUser,
  w: SyncWindow,
  query: { search?: string | undefined; status?: string | undefined },
  locale: Locale,
) {
  const scope = contractScope(db, user);
  const changedAt = sql<Date>`greatest(${campaigns.updatedAt}, ${contracts.updatedAt})`;
  const where: (SQL | undefined)[] = [...scope, isNull(campaigns.deletedAt), changedSince(changedAt, w)];
  if (query.search) where.push(ilike(campaigns.name, escapeLike(query.search)));
  if (query.status) where.push(eq(contracts.status, query.status as typeof contracts.$inferSelect.status));
  const joined = () => db.select().from(contracts).innerJoin(campaigns, eq(campaigns.id, contracts.campaignId));
  const [total] = await db
    .select({ n: count() })
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .where(and(...where));
  const rows = await joined()
    .where(and(...where))
    .orderBy(...syncOrder(changedAt, campaigns.id, w))
    .limit(w.size)
    .offset(w.offset);
  const [summaries, answers] = await Promise.all([
    campaignSummaries(
      db,
      rows.map((r) => r.campaigns),
      locale,
    ),
    contractAnswers(
      db,
      rows.map((r) => r.contracts),
      locale,
    ),
  ]);
  const contractOf = new Map(answers.map((c) => [c.campaign_id, c]));
  const data: CampaignSummary[] = summaries.map((s) => ({ ...s, contract: contractOf.get(s.id)! }));
  let deleted: number[] | undefined;
  if (w.tombstones && w.since) {
    const gone = await db
      .select({ id: campaigns.id })
      .from(contracts)
      .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
      .where(and(...scope, gt(campaigns.deletedAt, w.since)))
      .orderBy(asc(campaigns.id));
    deleted = gone.map((g) => g.id);
  }
  return syncAnswer(data, w, total?.n ?? 0, deleted);
}
