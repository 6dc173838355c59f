/**
 * A contract's units on the reference server (contract src/api/contract/contracts/contract-units.ts; issue 17):
 * periods, prices and spots of its campaign's cart lines, changed in one transaction with the contract locked while
 * its status allows it (`updateUnits`, 409 otherwise). Each edit is checked — the unit is in the contract, the
 * dates are in order, a price is not under the unit's minimum, the spots are free on every day (others' peak load),
 * no other hold takes the unit over the new days — and refused as one 422 with an error per unit (`unit_<id>`,
 * §8). Then the lines are repriced in centavos, and the campaign's investment and dates follow.
 */
import { eq, inArray } from 'drizzle-orm';
import * as k from '#src/api/contract/contracts.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { contractLineMinor, fromMinor, toMinor } from '#src/domain/contract-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { campaignUnits, campaigns, contracts, units } from '#server/db/schema.ts';
import { busyPeriods, conflicts, peakLoad } from '#server/domain/campaign-rules.ts';
import { validationError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { holdsOf, lockUnits } from '../campaign-view.ts';
import { busyReason, linesWhere } from '../campaigns/shared.ts';
import { contractAnswers, findContract, nextStatus } from './contract-view.ts';

interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

/** A change to one unit's line; fields left out stay. */
interface UnitEdit {
  unit_id: number;
  start_date?: string | undefined;
  end_date?: string | undefined;
  price?: number | undefined;
  print_price?: number | undefined;
  spots?: number | undefined;
}

/** @throws HttpError 404, 409, or 422 with one entry per refused unit */
async function edit(x: Caller, id: number, edits: readonly UnitEdit[] | 'all', make: (unitId: number) => UnitEdit) {
  await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const c = await findContract(tx, x.user, id, x.locale, true);
    await nextStatus(tx, c, 'updateUnits', x.locale);
    const wanted = edits === 'all' ? null : edits.map((e) => e.unit_id);
    const cart = await linesWhere(tx, c.campaignId, wanted ? inArray(units.id, wanted) : undefined);
    const list = edits === 'all' ? cart.map((l) => make(l.unit.id)) : edits;
    await lockUnits(
      tx,
      cart.map((l) => l.unit.id),
    );
    const holds = await holdsOf(
      tx,
      cart.map((l) => l.unit.id),
      c.campaignId,
    );
    const errors: Record<string, string[]> = {};
    const say = (unitId: number, text: string) => (errors[`unit_${unitId}`] ??= []).push(text);
    const next = new Map<number, typeof campaignUnits.$inferInsert>();
    for (const e of list) {
      const row = cart.find((l) => l.unit.id === e.unit_id);
      if (!row) {
        say(e.unit_id, msg(x.locale, 'contracts.unit_not_in_contract'));
        continue;
      }
      const start = e.start_date ?? row.line.startDate;
      const end = e.end_date ?? row.line.endDate;
      const spots = e.spots ?? row.line.spotsUsed;
      const price = e.price ?? row.line.price;
      const printPrice = e.print_price ?? row.line.printPrice;
      if (end < start) say(e.unit_id, msg(x.locale, 'campaign.end_before_start'));
      if (e.price !== undefined && price < row.unit.minPrice)
        say(e.unit_id, msg(x.locale, 'campaign.below_minimum', { min: row.unit.minPrice.toFixed(2) }));
      if (e.print_price !== undefined && printPrice < row.unit.minPrintPrice)
        say(e.unit_id, msg(x.locale, 'campaign.below_minimum', { min: row.unit.minPrintPrice.toFixed(2) }));
      const held = holds.get(row.unit.id) ?? [];
      if (end >= start) {
        const hit = conflicts(busyPeriods(held, row.unit.spots), start, end)[0];
        if (hit) say(e.unit_id, busyReason(x.locale, row.unit.title, hit));
        else {
          const free = row.unit.spots - peakLoad(held, start, end);
          if (spots > free) say(e.unit_id, msg(x.locale, 'campaign.too_many_spots', { spots: Math.max(0, free) }));
        }
      }
      const totalPrice = fromMinor(
        contractLineMinor({ start_date: start, end_date: end, price, print_price: printPrice, spots }),
      );
      next.set(row.line.id, {
        ...row.line,
        startDate: start,
        endDate: end,
        price,
        printPrice,
        spotsUsed: spots,
        totalPrice,
      });
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) throw validationError(first, errors);
    for (const [lineId, line] of next)
      await tx
        .update(campaignUnits)
        .set({
          startDate: line.startDate,
          endDate: line.endDate,
          price: line.price,
          printPrice: line.printPrice,
          spotsUsed: line.spotsUsed,
          totalPrice: line.totalPrice,
        })
        .where(eq(campaignUnits.id, lineId));
    const all = await tx.select().from(campaignUnits).where(eq(campaignUnits.campaignId, c.campaignId));
    const dates = all.flatMap((l) => [l.startDate, l.endDate]).toSorted();
    await tx
      .update(campaigns)
      .set({
        investment: fromMinor(all.reduce((sum, l) => sum + toMinor(l.totalPrice), 0)),
        startDate: dates[0]!,
        endDate: dates.at(-1)!,
        updatedAt: x.now,
      })
      .where(eq(campaigns.id, c.campaignId));
    await tx.update(contracts).set({ updatedAt: x.now }).where(eq(contracts.id, c.id));
  });
  const [row] = await x.db.select().from(contracts).where(eq(contracts.id, id));
  return { data: (await contractAnswers(x.db, [row!], x.locale))[0]!, message: msg(x.locale, 'contracts.saved') };
}

const none = (unitId: number): UnitEdit => ({ unit_id: unitId });

export const contractUnitHandlers: Implementation[] = [
  implement(k.updateContractUnitPeriod, (x) =>
    edit(x, x.params.id, [{ unit_id: x.params.unit, start_date: x.body.start_date, end_date: x.body.end_date }], none),
  ),
  implement(k.updateContractUnitPrices, (x) =>
    edit(x, x.params.id, [{ unit_id: x.params.unit, price: x.body.price, print_price: x.body.print_price }], none),
  ),
  implement(k.updateContractUnitSpots, (x) =>
    edit(x, x.params.id, [{ unit_id: x.params.unit, spots: x.body.spots }], none),
  ),
  implement(k.updateContractPeriods, (x) =>
    edit(x, x.params.id, 'all', (unitId) => ({
      unit_id: unitId,
      start_date: x.body.start_date,
      end_date: x.body.end_date,
    })),
  ),
  implement(k.updateContractPrices, (x) => edit(x, x.params.id, x.body.units, none)),
];
