/**
 * Field work: 200 order jobs (installation, maintenance, uninstallation) with
 * 1–8 items each (units of one city, in the technician's country), and 1–2
 * routes per job whose stops visit the items in nearest-neighbour order.
 *
 * Statuses agree across a job, its routes and items: pending jobs have no
 * technician; finished ones were scheduled at least 2 days before the anchor
 * and carry finished_at; rejected ones a reason. Every 30th job (from the 8th)
 * is the demo technician's, scheduled on the anchor day; the first of them
 * (job 8) is accepted with exactly three units on one route. Dates are YYYY-MM-DD
 * offsets of the anchor; the second route is the day after the first.
 */
import type { orderJobItems, orderJobs, routeStops, routes } from '../schema.ts';
import type { CampaignData, SeedCampaign } from './campaigns.ts';
import { ACTIVE_ISO2, ACTIVE_UNITS } from './geography-data.ts';
import type { Geography } from './geography.ts';
import { addDays, at } from './helpers.ts';
import type { Inventory, SeedUnit } from './inventory.ts';
import type { People } from './people.ts';
import { rngFor, type Rng } from './rng.ts';
import { JOB_KINDS, KIND_LABEL, REJECT_REASONS, orderByProximity, taskFor } from './field-work-text.ts';

export const ORDER_JOB_COUNT = 200;
/** Index of the demo technician's job of the day: accepted, three units, one route today (pending). */
export const DEMO_DAY_JOB = 7;
import { JOB_STATUSES, type JobStatus } from '#src/domain/field-work.ts';
/** [first, last] scheduled offset from the anchor per status. */
const SCHEDULE: Record<JobStatus, readonly [number, number]> = {
  pending: [0, 20],
  accepted: [0, 20],
  in_progress: [-2, 0],
  finished: [-20, -2],
  rejected: [-20, 20],
};

export interface FieldWork {
  orderJobs: (typeof orderJobs.$inferInsert)[];
  orderJobItems: (typeof orderJobItems.$inferInsert)[];
  routes: (typeof routes.$inferInsert)[];
  routeStops: (typeof routeStops.$inferInsert)[];
}

type RouteStatus = 'pending' | 'in_progress' | 'finished';

function routeStatuses(status: JobStatus, count: number, scheduled: number): RouteStatus[] {
  if (status === 'finished') return Array<RouteStatus>(count).fill('finished');
  if (status !== 'in_progress') return Array<RouteStatus>(count).fill('pending');
  if (count === 2 && scheduled + 1 <= 0) return ['finished', 'in_progress'];
  return count === 2 ? ['in_progress', 'pending'] : ['in_progress'];
}

/** Units a job can work on: one city group of a campaign in `iso2`, or a busy city there. */
function choosePool(kind: string, iso2: string, camps: SeedCampaign[], cityUnits: Map<number, SeedUnit[]>, rng: Rng) {
  const statuses = kind === 'uninstallation' ? ['contracted', 'finished'] : ['contracted', 'reserved'];
  const usable = camps.filter((c) => statuses.includes(c.status) && c.units.some((u) => u.iso2 === iso2));
  if (usable.length > 0 && rng.chance(0.8)) {
    const campaign = rng.pick(usable);
    const cityId = rng.pick(campaign.units.filter((u) => u.iso2 === iso2)).cityId;
    return { campaignId: campaign.id, cityId, units: campaign.units.filter((u) => u.cityId === cityId) };
  }
  const cities = [...cityUnits.entries()].filter(([, list]) => list.length >= 8 && list[0]?.iso2 === iso2);
  const [cityId, units] = rng.pick(cities);
  return { campaignId: null, cityId, units };
}

/** Builds order jobs, their items, routes and route stops. */
export function buildFieldWork(
  anchor: string,
  geo: Geography,
  inv: Inventory,
  camps: CampaignData,
  people: People,
): FieldWork {
  const rng = rngFor('field-work');
  const out: FieldWork = { orderJobs: [], orderJobItems: [], routes: [], routeStops: [] };
  const cityName = new Map(geo.cities.map((c) => [c.id as number, c.name]));
  const cityUnits = new Map<number, SeedUnit[]>();
  for (const u of inv.seedUnits) {
    if (!u.active) continue;
    const list = cityUnits.get(u.cityId) ?? [];
    list.push(u);
    cityUnits.set(u.cityId, list);
  }
  const demoTech = people.technicians[0] as { id: number; iso2: string };

  for (let j = 0; j < ORDER_JOB_COUNT; j++) {
    const id = j + 1;
    const forced = j % 30 === 7;
    const picked: JobStatus = forced
      ? rng.pick(['accepted', 'in_progress', 'accepted'] as const)
      : rng.weighted(JOB_STATUSES, [20, 20, 15, 35, 10]);
    const status: JobStatus = j === DEMO_DAY_JOB ? 'accepted' : picked;
    const kind = rng.weighted(JOB_KINDS, [50, 35, 15]);
    const tech = status === 'pending' ? null : forced || rng.chance(0.1) ? demoTech : rng.pick(people.technicians);
    const iso2 = tech
      ? tech.iso2
      : rng.weighted(
          ACTIVE_ISO2,
          ACTIVE_ISO2.map((c) => ACTIVE_UNITS[c] ?? 0),
        );
    const [first, last] = SCHEDULE[status];
    const scheduled = forced ? 0 : rng.int(first, last);
    const pool = choosePool(kind, iso2, camps.seedCampaigns, cityUnits, rng);
    let items = orderByProximity(rng.sample(pool.units, rng.int(1, 8)));
    let routeCount = items.length >= 2 && rng.chance(0.35) ? 2 : 1;
    if (j === DEMO_DAY_JOB) {
      // the demo technician's day (and the offline end-to-end scenario): one route today with three stops
      const more = pool.units.filter((u) => !items.includes(u));
      items = orderByProximity([...items, ...more].slice(0, 3));
      routeCount = 1;
    }
    const split = routeCount === 2 ? Math.ceil(items.length / 2) : items.length;
    const statuses = routeStatuses(status, routeCount, scheduled);

    const createdDay = Math.min(scheduled, 0) - rng.int(2, 12);
    const createdAt = at(anchor, createdDay, rng.int(8, 17), rng.int(0, 59));
    const touchedDay = status === 'in_progress' ? 0 : Math.min(createdDay + rng.int(1, 3), 0);
    const touchedAt = at(anchor, touchedDay, touchedDay === 0 ? 8 : rng.int(9, 18), rng.int(0, 59));
    let updatedAt = status === 'pending' ? createdAt : touchedAt;
    const assignedAt = updatedAt;
    let finishedAt: Date | null = null;

    const routeIds: number[] = [];
    for (const [r, routeStatus] of statuses.entries()) {
      const routeId = out.routes.length + 1;
      routeIds.push(routeId);
      const day = scheduled + r;
      const routeFinished = routeStatus === 'finished' ? at(anchor, day, 16, rng.int(0, 59)) : null;
      if (routeFinished) {
        finishedAt = routeFinished;
        if (routeFinished > updatedAt) updatedAt = routeFinished;
      }
      out.routes.push({
        id: routeId,
        orderJobId: id,
        technicianId: tech?.id ?? null,
        date: addDays(anchor, day),
        status: routeStatus,
        finishedAt: routeFinished,
        createdAt,
        updatedAt: routeFinished ?? assignedAt,
      });
    }
    items.forEach((unit, k) => {
      const r = k < split ? 0 : 1;
      const inRoute = r === 0 ? k : k - split;
      const routeLength = r === 0 ? split : items.length - split;
      const routeStatus = statuses[r] as RouteStatus;
      const itemStatus =
        routeStatus === 'finished' || (routeStatus === 'in_progress' && inRoute < Math.floor(routeLength / 2))
          ? 'finished'
          : status === 'rejected'
            ? 'rejected'
            : 'pending';
      const itemId = out.orderJobItems.length + 1;
      out.orderJobItems.push({
        id: itemId,
        orderJobId: id,
        unitId: unit.id,
        side: unit.side,
        task: taskFor(kind, unit, rng),
        status: itemStatus,
        updatedAt,
      });
      out.routeStops.push({ routeId: routeIds[r] as number, orderJobItemId: itemId, position: inRoute + 1 });
    });
    out.orderJobs.push({
      id,
      campaignId: pool.campaignId,
      kind,
      status,
      technicianId: tech?.id ?? null,
      createdById: people.operationsId,
      scheduledDate: addDays(anchor, scheduled),
      description: `${KIND_LABEL[kind]} de ${items.length} ${items.length === 1 ? 'medio' : 'medios'} en ${cityName.get(pool.cityId) ?? ''}${pool.campaignId ? ` (campaña #${pool.campaignId})` : ''}`,
      rejectReason: status === 'rejected' ? rng.pick(REJECT_REASONS) : null,
      finishedAt: status === 'finished' ? finishedAt : null,
      createdAt,
      updatedAt,
    });
  }
  return out;
}
