/**
 * Print work orders: the printing of one provider's units of a contracted or
 * reserved print campaign (product.md §3 "print work order with tasks per
 * unit, files and finished state").
 *
 * Candidates are the (campaign, provider) pairs of those campaigns, in
 * campaign then provider order; PRINT_WORK_ORDER_COUNT of them are drawn
 * (all when fewer), ids in that order. Each order has a task for 1–6 of the
 * provider's units in the cart. States agree: a pending order has only pending
 * tasks, a finished one only delivered tasks and `finished_at`; an in-progress
 * one mixes them with at least one task started. Reserved campaigns are never
 * finished. Every timestamp lies after the campaign's creation and no later
 * than the anchor's 08:59Z (the demo's "now" is 09:00Z); an order's
 * `updated_at` is the latest of its own and its tasks'. `file_ids` are empty:
 * the seed stores no files. All draws come from `rngFor('print-work-orders')`.
 */
import type { printWorkOrderTasks, printWorkOrders } from '../schema.ts';
import type { CampaignData } from './campaigns.ts';
import { at, daysBetween } from './helpers.ts';
import type { Inventory } from './inventory.ts';
import { rngFor, type Rng } from './rng.ts';

/** How many print work orders the seed writes (fewer only if there are fewer candidate pairs). */
export const PRINT_WORK_ORDER_COUNT = 40;

type OrderStatus = 'pending' | 'in_progress' | 'finished';
type TaskProcess = 'pending' | 'printing' | 'printed' | 'delivered';

export interface PrintWork {
  printWorkOrders: (typeof printWorkOrders.$inferInsert)[];
  printWorkOrderTasks: (typeof printWorkOrderTasks.$inferInsert)[];
}

interface Candidate {
  campaignId: number;
  campaignStatus: string;
  createdAt: Date;
  providerId: number;
  unitIds: number[];
}

function candidates(anchor: string, inv: Inventory, camps: CampaignData): Candidate[] {
  const providerOf = new Map(inv.units.map((u) => [u.id as number, u.providerId]));
  const cartOf = new Map(camps.seedCampaigns.map((c) => [c.id, c.units]));
  const out: Candidate[] = [];
  for (const c of camps.campaigns) {
    if (c.unitsCategory !== 'print' || (c.status !== 'contracted' && c.status !== 'reserved')) continue;
    const byProvider = new Map<number, number[]>();
    for (const u of cartOf.get(c.id as number) ?? []) {
      if (u.digital) continue;
      const providerId = providerOf.get(u.id) as number;
      byProvider.set(providerId, [...(byProvider.get(providerId) ?? []), u.id]);
    }
    for (const providerId of [...byProvider.keys()].toSorted((a, b) => a - b)) {
      out.push({
        campaignId: c.id as number,
        campaignStatus: c.status,
        createdAt: c.createdAt ?? at(anchor, -30),
        providerId,
        unitIds: byProvider.get(providerId) ?? [],
      });
    }
  }
  return out;
}

function processOf(status: OrderStatus, rng: Rng): TaskProcess {
  if (status === 'pending') return 'pending';
  if (status === 'finished') return 'delivered';
  return rng.weighted(['pending', 'printing', 'printed', 'delivered'] as const, [2, 3, 3, 2]);
}

/** A time on day `day` (≤ 0) of the anchor, before the demo's 09:00Z "now" on day 0. */
function stamp(anchor: string, day: number, rng: Rng): Date {
  return at(anchor, day, day === 0 ? rng.int(6, 8) : rng.int(9, 18), rng.int(0, 59));
}

/** Builds the print work orders and their tasks. */
export function buildPrintWorkOrders(anchor: string, inv: Inventory, camps: CampaignData): PrintWork {
  const rng = rngFor('print-work-orders');
  const all = candidates(anchor, inv, camps);
  const chosen = (all.length <= PRINT_WORK_ORDER_COUNT ? all : rng.sample(all, PRINT_WORK_ORDER_COUNT)).toSorted(
    (a, b) => a.campaignId - b.campaignId || a.providerId - b.providerId,
  );
  const out: PrintWork = { printWorkOrders: [], printWorkOrderTasks: [] };

  for (const [i, c] of chosen.entries()) {
    const id = i + 1;
    const status: OrderStatus =
      c.campaignStatus === 'contracted'
        ? rng.weighted(['pending', 'in_progress', 'finished'] as const, [3, 4, 3])
        : rng.weighted(['pending', 'in_progress'] as const, [6, 4]);
    const campaignDay = daysBetween(anchor, c.createdAt.toISOString().slice(0, 10));
    const createdDay = rng.int(Math.min(campaignDay + 1, -1), -1);
    const createdAt = stamp(anchor, createdDay, rng);
    const units = rng.sample(c.unitIds, rng.int(1, Math.min(6, c.unitIds.length))).toSorted((a, b) => a - b);
    const processes = units.map(() => processOf(status, rng));
    if (status === 'in_progress' && !processes.some((p) => p !== 'pending')) processes[0] = 'printing';
    let updatedAt = createdAt;
    units.forEach((unitId, k) => {
      const process = processes[k] as TaskProcess;
      const taskUpdated =
        process === 'pending' ? createdAt : stamp(anchor, Math.min(createdDay + rng.int(1, 10), 0), rng);
      if (taskUpdated > updatedAt) updatedAt = taskUpdated;
      out.printWorkOrderTasks.push({
        id: out.printWorkOrderTasks.length + 1,
        printWorkOrderId: id,
        unitId,
        process,
        fileIds: [],
        updatedAt: taskUpdated,
      });
    });
    out.printWorkOrders.push({
      id,
      campaignId: c.campaignId,
      providerId: c.providerId,
      status,
      finishedAt: status === 'finished' ? updatedAt : null,
      createdAt,
      updatedAt,
    });
  }
  return out;
}
