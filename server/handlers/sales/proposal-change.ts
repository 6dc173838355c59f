/**
 * What every change of a proposal shares (contract src/api/contract/sales/proposals.ts): it runs in one
 * transaction holding the proposal's row, in the caller's scope (404 otherwise); a proposal that became a booking
 * or a contract, or was removed, takes no more changes (409); the change is applied (422 with the reason under its
 * field), `updated_at` is touched so the next pull carries it, and the whole proposal is answered with a message.
 * Also the line defaults: a unit added takes its segment's dates, else the proposal's, else the body's (422
 * without any), its list price per day unless an accepted special price for the client names it, and its print
 * price.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { proposalSegments, proposalUnits, proposals, specialPriceRequests, units } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { findProposal, proposalAnswer, type ProposalRow, type SegmentRow } from './proposal-view.ts';

export interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

/** Statuses in which a proposal's content may change. */
export const EDITABLE = ['draft', 'checked'] as const;

/** A 422 whose message is the reason, under `field`. */
export const invalid = (locale: Locale, field: string, key: MessageKey, vars: Record<string, string | number> = {}) =>
  validationError(msg(locale, key, vars), { [field]: [msg(locale, key, vars)] });

/** @throws HttpError 409 when the proposal is booked, contracted or removed */
export function assertEditable(p: ProposalRow, locale: Locale): void {
  if (!(EDITABLE as readonly string[]).includes(p.status))
    throw new HttpError(409, 'conflict', msg(locale, 'proposals.locked'));
}

/**
 * Runs `apply` on proposal `id` (module doc) and answers it.
 * @param options.any true for changes allowed in every status (none today but status changes handled by callers)
 * @throws HttpError 404, 409, and whatever `apply` throws (nothing is written then)
 */
export async function changeProposal(
  x: Caller,
  id: number,
  message: MessageKey,
  apply: (tx: Db, p: ProposalRow) => Promise<void>,
) {
  await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const p = await findProposal(tx, x.user, id, x.locale, true);
    assertEditable(p, x.locale);
    await apply(tx, p);
    await tx.update(proposals).set({ updatedAt: x.now }).where(eq(proposals.id, id));
  });
  return { data: await proposalAnswer(x.db, id, x.locale), message: msg(x.locale, message) };
}

/** A segment of the proposal. @throws HttpError 404 when it is another proposal's or missing */
export async function segmentOf(tx: Db, proposalId: number, segmentId: number, locale: Locale): Promise<SegmentRow> {
  const [s] = await tx
    .select()
    .from(proposalSegments)
    .where(and(eq(proposalSegments.id, segmentId), eq(proposalSegments.proposalId, proposalId)));
  if (!s) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return s;
}

/** @throws HttpError 422 under `field` when `start` is after `end` */
export function assertDates(start: string, end: string, locale: Locale, field = 'start_date'): void {
  if (start > end) throw invalid(locale, field, 'proposals.dates_reversed');
}

/** Per day prices of accepted special prices for the client, by unit (the newest decision wins). */
async function specialPrices(tx: Db, clientId: number, unitIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ unitIds: specialPriceRequests.unitIds, price: specialPriceRequests.price })
    .from(specialPriceRequests)
    .where(
      and(
        eq(specialPriceRequests.clientId, clientId),
        eq(specialPriceRequests.kind, 'client'),
        eq(specialPriceRequests.status, 'accepted'),
      ),
    )
    .orderBy(desc(specialPriceRequests.decidedAt));
  const out = new Map<number, number>();
  for (const r of rows) for (const u of r.unitIds) if (unitIds.includes(u) && !out.has(u)) out.set(u, r.price);
  return out;
}

/** What a new line may say; the rest comes from the unit, the segment and the proposal. */
export interface NewLine {
  unit_id: number;
  segment_id?: number | null | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  price?: number | undefined;
  print_price?: number | undefined;
  quantity?: number | undefined;
}

/**
 * Adds lines for units not yet in the proposal (with the same segment); answers how many were added.
 * @throws HttpError 422 under `unit_id` for a unit missing or inactive, or under `start_date` without dates
 */
export async function addLines(tx: Db, p: ProposalRow, wanted: readonly NewLine[], locale: Locale, now: Date) {
  const ids = [...new Set(wanted.map((w) => w.unit_id))];
  if (!ids.length) return 0;
  const found = await tx
    .select({ id: units.id, price: units.price, printPrice: units.printPrice, title: units.title })
    .from(units)
    .where(and(inArray(units.id, ids), isNull(units.deletedAt), eq(units.status, 'active')));
  const unitOf = new Map(found.map((u) => [u.id, u]));
  const missing = ids.find((id) => !unitOf.has(id));
  if (missing !== undefined) throw invalid(locale, 'unit_id', 'proposals.unit_unknown', { id: missing });
  const present = await tx
    .select({ unitId: proposalUnits.unitId, segmentId: proposalUnits.segmentId })
    .from(proposalUnits)
    .where(eq(proposalUnits.proposalId, p.id));
  const has = new Set(present.map((l) => `${l.unitId}:${l.segmentId ?? 0}`));
  const specials = await specialPrices(tx, p.clientId, ids);
  const segments = new Map<number, SegmentRow>();
  const rows = [];
  for (const w of wanted) {
    const segmentId = w.segment_id ?? null;
    if (has.has(`${w.unit_id}:${segmentId ?? 0}`)) continue;
    has.add(`${w.unit_id}:${segmentId ?? 0}`);
    let seg: SegmentRow | undefined;
    if (segmentId !== null) {
      seg = segments.get(segmentId) ?? (await segmentOf(tx, p.id, segmentId, locale));
      segments.set(segmentId, seg);
    }
    const start = w.start_date ?? seg?.startDate ?? p.startDate;
    const end = w.end_date ?? seg?.endDate ?? p.endDate;
    if (!start || !end) throw invalid(locale, 'start_date', 'proposals.no_dates');
    assertDates(start, end, locale);
    const u = unitOf.get(w.unit_id)!;
    rows.push({
      proposalId: p.id,
      segmentId,
      unitId: u.id,
      startDate: start,
      endDate: end,
      price: w.price ?? specials.get(u.id) ?? u.price,
      printPrice: w.print_price ?? u.printPrice,
      quantity: w.quantity ?? 1,
      createdAt: now,
    });
  }
  if (rows.length) await tx.insert(proposalUnits).values(rows);
  return rows.length;
}

/** The next segment position of a proposal. */
export async function nextPosition(tx: Db, proposalId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${proposalSegments.position}), -1) + 1` })
    .from(proposalSegments)
    .where(eq(proposalSegments.proposalId, proposalId));
  return Number(row?.n ?? 0);
}
