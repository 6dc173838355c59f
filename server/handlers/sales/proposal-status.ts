/**
 * Proposals, the status changes of §4 (contract src/api/contract/sales/proposal-plan.ts): check (reports the units
 * other holds take now), booking (a booking that holds every line, expiring on the server's clock; refused 422 per
 * busy unit, nothing held then) and contract (a contracted campaign for the customer with the lines; a booking of
 * the proposal that still holds ends, the contract holds its units from then on), and the bookings and contracts
 * made from a proposal.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import * as sales from '#src/api/contract/sales.ts';
import { expiryOf } from '#src/domain/booking-rules.ts';
import type { Db } from '#server/db/client.ts';
import {
  bookingUnits,
  bookings,
  campaignCountries,
  campaignUnits,
  campaigns,
  proposalUnits,
  proposals,
  units,
} from '#server/db/schema.ts';
import { busyPeriods, conflicts } from '#server/domain/campaign-rules.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { bookingHolds, campaignCurrencies, holdersOf, lockUnits } from '../campaign-view.ts';
import { ensureContract } from '../contracts/contract-view.ts';
import { bookingAnswers } from './booking-view.ts';
import { changeProposal, invalid, type Caller } from './proposal-change.ts';
import { findProposal, proposalAnswer, type ProposalRow } from './proposal-view.ts';

const linesOf = (tx: Db, id: number) =>
  tx.select().from(proposalUnits).where(eq(proposalUnits.proposalId, id)).orderBy(asc(proposalUnits.id));

/** A unit a hold takes, for check, booking and contract: the line and who holds it. */
interface Busy {
  unit_id: number;
  title: string;
  holder: string;
  start_date: string;
  end_date: string;
}

/** Lines other holds take every spot of on some of their days (`exceptBookingId`: the proposal's own booking). */
async function busyLines(tx: Db, p: ProposalRow, exceptBookingId?: number): Promise<Busy[]> {
  const lines = await linesOf(tx, p.id);
  const unitIds = [...new Set(lines.map((l) => l.unitId))];
  if (!unitIds.length) return [];
  const [found, holders] = await Promise.all([
    tx.select({ id: units.id, title: units.title, spots: units.spots }).from(units).where(inArray(units.id, unitIds)),
    holdersOf(tx, unitIds, { bookingId: exceptBookingId }),
  ]);
  const unitOf = new Map(found.map((u) => [u.id, u]));
  const out: Busy[] = [];
  for (const l of lines) {
    const u = unitOf.get(l.unitId)!;
    const held = holders.get(l.unitId) ?? [];
    const hit = conflicts(busyPeriods(held, Math.max(1, u.spots - l.quantity + 1)), l.startDate, l.endDate)[0];
    if (!hit) continue;
    const who = held.find((h) => h.start <= l.endDate && h.end >= l.startDate);
    out.push({
      unit_id: l.unitId,
      title: u.title,
      holder: who?.name ?? '',
      // the days of this line the holds take
      start_date: hit.start > l.startDate ? hit.start : l.startDate,
      end_date: hit.end < l.endDate ? hit.end : l.endDate,
    });
  }
  return out;
}

/** @throws HttpError 422 with one error per busy unit (`unit_<id>`: who holds it and when) */
function refuseBusy(x: Caller, busy: readonly Busy[]): void {
  if (!busy.length) return;
  const errors = Object.fromEntries(
    busy.map((b) => [
      `unit_${b.unit_id}`,
      [msg(x.locale, 'proposals.unit_busy', { unit: b.title, holder: b.holder, start: b.start_date, end: b.end_date })],
    ]),
  );
  throw validationError(msg(x.locale, 'proposals.units_busy', { count: busy.length }), errors);
}

/** The proposal's booking that still holds, if any. */
async function holdingBooking(tx: Db, proposalId: number) {
  const [b] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.proposalId, proposalId), bookingHolds));
  return b;
}

async function check(x: Caller, id: number) {
  const answer = await changeProposal(x, id, 'proposals.checked', async (tx) => {
    await tx.update(proposals).set({ status: 'checked', checkedAt: x.now }).where(eq(proposals.id, id));
  });
  const p = await findProposal(x.db, x.user, id, x.locale);
  return { ...answer, busy: await busyLines(x.db, p) };
}

async function book(x: Caller, id: number) {
  const bookingId = await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const p = await findProposal(tx, x.user, id, x.locale, true);
    if (p.status === 'booked' || p.status === 'contracted' || (await holdingBooking(tx, id)))
      throw new HttpError(409, 'conflict', msg(x.locale, 'proposals.already_booked'));
    const lines = await linesOf(tx, id);
    if (!lines.length) throw invalid(x.locale, 'units', 'proposals.empty');
    await lockUnits(tx, [...new Set(lines.map((l) => l.unitId))]);
    refuseBusy(x, await busyLines(tx, p));
    const [b] = await tx
      .insert(bookings)
      .values({
        proposalId: id,
        clientId: p.clientId,
        createdById: x.user.id,
        name: p.name,
        status: 'open',
        expiresAt: expiryOf(x.now),
        createdAt: x.now,
        updatedAt: x.now,
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingUnits).values(
      lines.map((l) => ({
        bookingId: b!.id,
        unitId: l.unitId,
        startDate: l.startDate,
        endDate: l.endDate,
        spots: l.quantity,
        price: l.price,
      })),
    );
    await tx.update(proposals).set({ status: 'booked', updatedAt: x.now }).where(eq(proposals.id, id));
    return b!.id;
  });
  const [row] = await x.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    data: await proposalAnswer(x.db, id, x.locale),
    booking: (await bookingAnswers(x.db, [row!], x.now))[0]!,
    message: msg(x.locale, 'proposals.booked'),
  };
}

/** The contracts (contracted campaigns) made from proposal `id`. */
async function contractsOf(db: Db, id: number): Promise<sales.ProposalContract[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.proposalId, id), isNull(campaigns.deletedAt)))
    .orderBy(asc(campaigns.id));
  const currency = await campaignCurrencies(
    db,
    rows.map((c) => c.id),
  );
  const counts = await Promise.all(
    rows.map(
      async (c) =>
        (await db.select({ id: campaignUnits.id }).from(campaignUnits).where(eq(campaignUnits.campaignId, c.id)))
          .length,
    ),
  );
  return rows.map((c, i) => ({
    campaign_id: c.id,
    name: c.name,
    status: c.status,
    units: counts[i]!,
    investment: c.investment,
    currency: currency.get(c.id) ?? null,
    created_at: c.createdAt.toISOString(),
  }));
}

async function contract(x: Caller, id: number) {
  const campaignId = await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const p = await findProposal(tx, x.user, id, x.locale, true);
    if (p.status === 'contracted') throw new HttpError(409, 'conflict', msg(x.locale, 'proposals.already_contracted'));
    const lines = await linesOf(tx, id);
    if (!lines.length) throw invalid(x.locale, 'units', 'proposals.empty');
    const unitIds = [...new Set(lines.map((l) => l.unitId))];
    await lockUnits(tx, unitIds);
    const held = await holdingBooking(tx, id);
    refuseBusy(x, await busyLines(tx, p, held?.id));
    const priced = (await proposalAnswer(tx, id, x.locale)).units;
    const countryIds = [...new Set(priced.map((l) => l.unit.country_id))];
    const total = priced.reduce((sum, l) => sum + l.total, 0);
    const [c] = await tx
      .insert(campaigns)
      .values({
        clientId: p.clientId,
        name: p.name,
        status: 'contracted',
        campaignType: 'manual',
        unitsCategory: 'print',
        investment: Math.round(total * 100) / 100,
        startDate: lines.map((l) => l.startDate).toSorted()[0]!,
        endDate: lines
          .map((l) => l.endDate)
          .toSorted()
          .at(-1)!,
        priceAccepted: true,
        proposalId: id,
        createdAt: x.now,
        updatedAt: x.now,
      })
      .returning({ id: campaigns.id });
    await tx.insert(campaignCountries).values(countryIds.map((countryId) => ({ campaignId: c!.id, countryId })));
    // one cart line per unit (the cart's rule): the first line of a unit that sits in two segments
    const seen = new Set<number>();
    const cart = priced.filter((l) => !seen.has(l.unit_id) && seen.add(l.unit_id));
    await tx.insert(campaignUnits).values(
      cart.map((l) => ({
        campaignId: c!.id,
        unitId: l.unit_id,
        price: l.price_per_day,
        printPrice: l.print_price,
        totalPrice: l.total,
        startDate: l.start_date,
        endDate: l.end_date,
        spotsUsed: l.quantity,
        boughtAt: x.now,
      })),
    );
    if (held)
      await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: x.now,
          updatedAt: x.now,
          reason: msg(x.locale, 'proposals.contracted'),
        })
        .where(eq(bookings.id, held.id));
    await ensureContract(tx, c!.id, x.now, p.sellerId);
    await tx.update(proposals).set({ status: 'contracted', updatedAt: x.now }).where(eq(proposals.id, id));
    return c!.id;
  });
  const made = (await contractsOf(x.db, id)).find((c) => c.campaign_id === campaignId)!;
  return {
    data: await proposalAnswer(x.db, id, x.locale),
    contract: made,
    message: msg(x.locale, 'proposals.contracted'),
  };
}

export const proposalStatusHandlers: Implementation[] = [
  implement(sales.checkProposal, (x) => check(x, x.params.id)),
  implement(sales.bookProposal, (x) => book(x, x.params.id)),
  implement(sales.contractProposal, (x) => contract(x, x.params.id)),
  implement(sales.proposalBookings, async (x) => {
    const p = await findProposal(x.db, x.user, x.params.id, x.locale);
    const rows = await x.db.select().from(bookings).where(eq(bookings.proposalId, p.id)).orderBy(asc(bookings.id));
    return { data: await bookingAnswers(x.db, rows, x.now) };
  }),
  implement(sales.proposalContracts, async (x) => {
    const p = await findProposal(x.db, x.user, x.params.id, x.locale);
    return { data: await contractsOf(x.db, p.id) };
  }),
];
