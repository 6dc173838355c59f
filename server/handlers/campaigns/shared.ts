/**
 * Campaign planning, what every change shares (api-catalogue.md "Campaigns", product.md §4, §5, §9).
 *
 * Every change of a campaign runs in one transaction holding the campaign's
 * row (`change`): it finds the campaign in the caller's scope (404 otherwise),
 * checks the state rules (server/domain/campaign-rules.ts: 409 once
 * contracted, finished or cancelled), applies its change (422 with the reason
 * keyed by field), then
 * - moves the editor's progress to its step (`steps_done`: the furthest step
 *   saved; the dates step only once every campaign media type has dates);
 * - when the cart or its dates changed, reprices the cart with the shared
 *   quote, stores each line's total and the campaign's investment (while the
 *   cart is empty, the amount basic data gave, or 0 once a cart was emptied),
 *   a draft with units becomes in_progress, and start/end follow its media
 *   types' dates;
 * - touches `updated_at`, so the next pull of GET /client/campaigns carries it;
 * and answers the whole campaign (campaign-view.ts `campaignDetail`). A call
 * that changes nothing (a unit already in the cart, or not in it) answers
 * 200 without touching the campaign. Each runs under the Idempotency-Key
 * middleware like every non-GET call.
 *
 * Our readings where the spec is silent:
 * - Prices: no line below the unit's minimum price or print price; spots
 *   used at most the spots other campaigns leave free on the line's days.
 * - Extra days are charged, not held: availability counts the lines' dates.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import * as c from '#src/api/contract/campaigns.ts';
import type { CampaignDetail } from '#src/api/contract/campaigns.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { BodyOf } from '#src/api/contract/define.ts';
import { formatDate } from '#src/lib/dates.ts';
import type { StepKey } from '#src/domain/steps.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { campaignCountries, campaignUnits, campaigns, packages, units } from '#server/db/schema.ts';
import {
  checkCampaignAction,
  conflicts,
  statusAfterCartChange,
  stepsDoneAfter,
  type CampaignAction,
  type Period,
  type Verdict,
} from '#server/domain/campaign-rules.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import {
  busyOf,
  campaignDetail,
  latestImages,
  dateSpan,
  findCampaign,
  lockUnits,
  savePricing,
  type CampaignRow,
} from '../campaign-view.ts';
import { unitSummaryOf } from '../catalogue-lists.ts';
export type UnitRow = typeof units.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
type CampaignPatch = Partial<typeof campaigns.$inferInsert>;
export type UpdateBody = BodyOf<typeof c.update>;
export type MediaTypesBody = BodyOf<typeof c.setMediaTypes>;
export type BudgetBody = BodyOf<typeof c.setBudgetDistribution>;
export type DatesBody = BodyOf<typeof c.dates>;
export type MediaTypesDistributionBody = BodyOf<typeof c.setMediaTypesDistribution>;
export type UnitsUpdateBody = BodyOf<typeof c.unitsUpdate>;

/** What a change handler works with. */
export interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

/** What a change did (see `change`). */
export interface Outcome {
  /** Columns of the campaign row to set. */
  patch?: CampaignPatch;
  /** Nothing changed: answer the campaign as it is, with this message. */
  unchanged?: MessageKey;
  /** false: the step is not complete yet (progress does not move). */
  stepDone?: boolean;
}

interface ChangeOptions {
  /** The state rule to check (default `edit`). */
  action?: CampaignAction;
  /** The editor step the call saves. */
  step?: StepKey;
  /** The cart or its dates changed: reprice and store. */
  reprice?: boolean;
  message: MessageKey;
}

type Answer = { data: CampaignDetail; message: string };

export const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** A 422 whose message is the reason itself, under `field`. */
export const invalid = (field: string, reason: string) => validationError(reason, { [field]: [reason] });

function enforce(verdict: Verdict, locale: Locale): void {
  if (!verdict.ok) throw new HttpError(verdict.status, 'conflict', msg(locale, verdict.key));
}

/**
 * Runs one change of campaign `id` (module doc) and answers the campaign.
 * @throws HttpError 404 out of scope, 409 by the state rules, and whatever `apply` throws (nothing is written then)
 */
export async function change(
  caller: Caller,
  id: number,
  options: ChangeOptions,
  apply?: (tx: Db, campaign: CampaignRow) => Promise<Outcome | void>,
): Promise<Answer> {
  const { db, user, locale, now } = caller;
  let message = options.message;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const campaign = await findCampaign(tx, user, id, locale, true);
    enforce(checkCampaignAction(options.action ?? 'edit', campaign.status, campaign.priceAccepted), locale);
    const linesBefore = options.reprice ? await cartSize(tx, id) : 0;
    const outcome = (await apply?.(tx, campaign)) ?? {};
    if (outcome.unchanged) {
      message = outcome.unchanged;
      return;
    }
    const next: CampaignRow = { ...campaign, ...outcome.patch } as CampaignRow;
    const patch: CampaignPatch = { ...outcome.patch, updatedAt: now };
    if (options.step && outcome.stepDone !== false)
      patch.stepsDone = stepsDoneAfter(next.campaignType, next.unitsCategory, next.stepsDone, options.step);
    if (options.reprice) {
      const priced = await savePricing(tx, next);
      patch.investment =
        priced.units > 0
          ? priced.investment
          : (outcome.patch?.investment ?? (linesBefore > 0 ? 0 : campaign.investment));
      patch.status = statusAfterCartChange(next.status, priced.units);
      Object.assign(patch, await dateSpan(tx, id));
    }
    await tx.update(campaigns).set(patch).where(eq(campaigns.id, id));
  });
  return { data: await campaignDetail(db, id, locale), message: msg(locale, message) };
}

async function cartSize(db: Db, campaignId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaignUnits).where(eq(campaignUnits.campaignId, campaignId));
  return row?.n ?? 0;
}

/** @throws HttpError 422 under `units` when the cart is empty */
export async function assertCartNotEmpty(db: Db, campaignId: number, locale: Locale): Promise<void> {
  if (!(await cartSize(db, campaignId))) throw invalid('units', msg(locale, 'campaign.empty_cart'));
}

/** The country ids of a campaign. */
export async function countryIdsOf(db: Db, campaignId: number): Promise<number[]> {
  return (
    await db
      .select({ id: campaignCountries.countryId })
      .from(campaignCountries)
      .where(eq(campaignCountries.campaignId, campaignId))
  ).map((r) => r.id);
}

/** Cart lines of the campaign whose unit matches `where` (e.g. a country and media type). */
export async function linesWhere(db: Db, campaignId: number, where: SQL | undefined) {
  return db
    .select({ line: campaignUnits, unit: units })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(and(eq(campaignUnits.campaignId, campaignId), where))
    .orderBy(asc(campaignUnits.id));
}

/** Takes out of the cart the lines whose unit matches `where`. */
export async function dropLines(tx: Db, campaignId: number, where: SQL): Promise<void> {
  await tx
    .delete(campaignUnits)
    .where(
      and(
        eq(campaignUnits.campaignId, campaignId),
        inArray(campaignUnits.unitId, tx.select({ id: units.id }).from(units).where(where)),
      ),
    );
}

/** "Unit X is booked from dd/mm/yyyy to dd/mm/yyyy by another campaign". */
export const busyReason = (locale: Locale, title: string, p: Period) =>
  msg(locale, 'campaign.unit_busy', { title, from: formatDate(p.start), to: formatDate(p.end) });

/**
 * Refuses when some of the units are busy (others' holds) on `start`..`end`
 * of their line: 422 with one `unit_<id>` entry per busy unit naming the
 * first conflicting period. Locks the units first (campaign-view.ts `lockUnits`).
 */
export async function assertFree(
  tx: Db,
  campaignId: number,
  lines: readonly { unit: UnitRow; start: string; end: string }[],
  locale: Locale,
): Promise<void> {
  await lockUnits(
    tx,
    lines.map((l) => l.unit.id),
  );
  const busy = await busyOf(
    tx,
    lines.map((l) => l.unit),
    campaignId,
  );
  const errors: Record<string, string[]> = {};
  for (const l of lines) {
    const hit = conflicts(busy.get(l.unit.id) ?? [], l.start, l.end)[0];
    if (hit) errors[`unit_${l.unit.id}`] = [busyReason(locale, l.unit.title, hit)];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationError(first, errors);
}

/**
 * Units as campaign `campaignId` sees them (`available-units` and the package reads): summary, latest photo, busy
 * periods (this campaign's own lines left out), by unit id.
 */
export async function asAvailable(db: Db, rows: readonly UnitRow[], campaignId: number) {
  const [busy, images] = [
    await busyOf(db, rows, campaignId),
    await latestImages(
      db,
      rows.map((u) => u.id),
    ),
  ];
  return new Map(
    rows.map((u) => [u.id, { ...unitSummaryOf(u), image: images.get(u.id) ?? null, busy: busy.get(u.id) ?? [] }]),
  );
}
