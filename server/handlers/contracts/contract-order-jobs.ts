/**
 * A contract's field work on the reference server (contract src/api/contract/contracts/contract-order-jobs.ts;
 * api-catalogue.md "Contracts": `GET and POST /{id}/order-jobs`, `POST /unistall-order-jobs`; "Campaigns": `GET
 * /campaigns/{id}/print_work_orders`; product.md §2 `contracts/create-order-job`, §4 field operations; issue 17;
 * docs/contracts-billing.md "Downloads and order jobs").
 *
 * A contract's jobs are the field-work `order_jobs` of its campaign. Making one writes exactly what the field work
 * reads, so it is at once in operations' `POST /order-jobs` list and in the technician's mirror:
 * - `order_jobs` (campaign = the contract's, created by the caller; `accepted` with a technician, else `pending`);
 * - one `order_job_items` row per unit (the unit's side, a task in the caller's language, pending);
 * - with a technician, one pending `routes` row on the scheduled day with every item as a stop, in the contract's
 *   order (`route_stops` positions 1…n) — the technician's `GET /routes?date=` of that day lists it;
 * - an `order_job_events` row `created` naming the contract (the job's timeline, like the field work's actions).
 * Refusals: 409 when the contract is not approved or billed (src/domain/contract-rules.ts `canDo(…, 'orderJob')`,
 * the status named in the caller's language), 422 under `unit_ids` for units not in the contract, under
 * `technician_id` for an account that is not an active technician (field-work/shared.ts `assertTechnician`).
 *
 * Uninstallation jobs when contracts end: for each approved or billed contract the caller reaches whose units'
 * last day is before the date, and whose campaign has no live uninstallation job that was not rejected, one
 * pending job on that date. The contracts are locked (`FOR UPDATE`, by id) before the check is read, so two calls
 * at once make one job per contract, and a second call makes none.
 */
import { and, asc, eq, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import * as k from '#src/api/contract/contracts.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { canDo } from '#src/domain/contract-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignUnits,
  campaigns,
  contracts,
  orderJobItems,
  orderJobs,
  printWorkOrders,
  routeStops,
  routes,
  units,
} from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { jobSummaries } from '../field-view.ts';
import { addEvent, answerJob, assertTechnician } from '../field-work/shared.ts';
import { enumList } from '../lookups.ts';
import { canWorkOnPrintOrder, printOrderSummaries, seesAllPrintWorkOrders } from '../print-work-orders.ts';
import { contractScope, findContract } from './contract-view.ts';

/** What a new job is: its contract, kind, day, technician, description and units (in order). */
interface NewJob {
  contractId: number;
  campaignId: number;
  kind: k.OrderJobKind;
  date: string;
  technicianId: number | null;
  description: string;
  units: { id: number; side: string }[];
}

/** The units of campaign `campaignId`'s cart (the contract's units), in the contract's order, with their side. */
function contractUnits(db: Db, campaignId: number) {
  return db
    .select({ id: units.id, side: units.side })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(eq(campaignUnits.campaignId, campaignId))
    .orderBy(asc(campaignUnits.id));
}

/**
 * Writes a job, its items, its route when it has a technician, and its `created` event (module doc).
 * @returns the job's id
 */
async function makeJob(tx: Db, job: NewJob, user: AuthUser, locale: Locale, now: Date): Promise<number> {
  const [made] = await tx
    .insert(orderJobs)
    .values({
      campaignId: job.campaignId,
      kind: job.kind,
      status: job.technicianId ? 'accepted' : 'pending',
      technicianId: job.technicianId,
      createdById: user.id,
      scheduledDate: job.date,
      description: job.description,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orderJobs.id });
  const jobId = made!.id;
  const items = job.units.length
    ? await tx
        .insert(orderJobItems)
        .values(
          job.units.map((u) => ({
            orderJobId: jobId,
            unitId: u.id,
            side: u.side,
            task: msg(locale, `contract_work.task_${job.kind}`, { side: u.side }),
            status: 'pending',
            updatedAt: now,
          })),
        )
        .returning({ id: orderJobItems.id })
    : [];
  let routeId: number | null = null;
  if (job.technicianId && items.length) {
    const [route] = await tx
      .insert(routes)
      .values({
        orderJobId: jobId,
        technicianId: job.technicianId,
        date: job.date,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: routes.id });
    routeId = route!.id;
    // items come back in insertion order (serial ids): the contract's order
    const ordered = items.toSorted((a, b) => a.id - b.id);
    await tx
      .insert(routeStops)
      .values(ordered.map((item, i) => ({ routeId: route!.id, orderJobItemId: item.id, position: i + 1 })));
  }
  await addEvent(tx, jobId, user.id, 'created', now, {
    contract_id: job.contractId,
    unit_ids: job.units.map((u) => u.id),
    ...(routeId ? { route_id: routeId } : {}),
  });
  return jobId;
}

/** @throws HttpError 409 unless the contract is approved or billed, naming its status in `locale` */
async function assertWorkable(db: Db, status: k.Contract['status'], locale: Locale) {
  if (canDo(status, 'orderJob')) return;
  const name = (await enumList(db, 'contract-statuses', locale)).data.find((s) => s.key === status)?.name;
  throw new HttpError(409, 'conflict', msg(locale, 'contract_work.not_reached', { status: name ?? status }));
}

const campaignName = async (db: Db, campaignId: number) =>
  (await db.select({ name: campaigns.name }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]?.name ?? '';

/**
 * The uninstallation jobs for the contracts that ended before `date` (module doc), in one transaction.
 * @returns the ids of the jobs made, by contract id
 */
async function uninstallJobs(
  db: Db,
  user: AuthUser,
  date: string,
  only: readonly number[] | undefined,
  locale: Locale,
  now: Date,
): Promise<number[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const reach: SQL[] = [
      inArray(contracts.status, ['approved', 'billed']),
      isNull(campaigns.deletedAt),
      ...contractScope(tx, user),
    ];
    if (only) reach.push(inArray(contracts.id, only.length ? [...only] : [0]));
    // lock the candidates first (by id), then read the check in a fresh statement that sees what a concurrent call
    // committed while this one waited
    const locked = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
      .where(and(...reach))
      .orderBy(asc(contracts.id))
      .for('update', { of: contracts });
    if (!locked.length) return [];
    const ended = tx
      .select({ id: campaignUnits.campaignId })
      .from(campaignUnits)
      .groupBy(campaignUnits.campaignId)
      .having(sql`max(${campaignUnits.endDate}) < ${date}`);
    const due = await tx
      .select({ id: contracts.id, campaignId: contracts.campaignId, name: campaigns.name })
      .from(contracts)
      .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
      .where(
        and(
          inArray(
            contracts.id,
            locked.map((r) => r.id),
          ),
          inArray(contracts.campaignId, ended),
          notExists(
            tx
              .select({ x: sql`1` })
              .from(orderJobs)
              .where(
                and(
                  eq(orderJobs.campaignId, contracts.campaignId),
                  eq(orderJobs.kind, 'uninstallation'),
                  ne(orderJobs.status, 'rejected'),
                  isNull(orderJobs.deletedAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(contracts.id));
    const made: number[] = [];
    for (const c of due) {
      made.push(
        await makeJob(
          tx,
          {
            contractId: c.id,
            campaignId: c.campaignId,
            kind: 'uninstallation',
            date,
            technicianId: null,
            description: msg(locale, 'contract_work.description_uninstallation', { id: c.id, campaign: c.name }),
            units: await contractUnits(tx, c.campaignId),
          },
          user,
          locale,
          now,
        ),
      );
    }
    return made;
  });
}

export const contractOrderJobHandlers: Implementation[] = [
  implement(k.contractOrderJobs, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    const rows = await x.db
      .select()
      .from(orderJobs)
      .where(and(eq(orderJobs.campaignId, c.campaignId), isNull(orderJobs.deletedAt)))
      .orderBy(asc(orderJobs.id));
    return { data: await jobSummaries(x.db, rows) };
  }),

  implement(k.createContractOrderJob, async (x) => {
    const kind = x.body.kind ?? 'installation';
    const jobId = await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const c = await findContract(tx, x.user, x.params.id, x.locale, true);
      await assertWorkable(tx, c.status, x.locale);
      const lines = await contractUnits(tx, c.campaignId);
      if (!lines.length) throw new HttpError(409, 'conflict', msg(x.locale, 'contract_work.no_units'));
      const inContract = new Map(lines.map((u) => [u.id, u]));
      const wanted = x.body.unit_ids ? [...new Set(x.body.unit_ids)] : lines.map((u) => u.id);
      const strangers = wanted.filter((id) => !inContract.has(id));
      if (strangers.length) {
        const text = msg(x.locale, 'contract_work.units_not_in_contract', { ids: strangers.join(', ') });
        throw validationError(text, { unit_ids: [text] });
      }
      if (x.body.technician_id) await assertTechnician(tx, x.body.technician_id, x.locale);
      return makeJob(
        tx,
        {
          contractId: c.id,
          campaignId: c.campaignId,
          kind,
          date: x.body.scheduled_date,
          technicianId: x.body.technician_id ?? null,
          description:
            x.body.description ??
            msg(x.locale, `contract_work.description_${kind}`, {
              id: c.id,
              campaign: await campaignName(tx, c.campaignId),
            }),
          units: wanted.map((id) => inContract.get(id)!),
        },
        x.user,
        x.locale,
        x.now,
      );
    });
    return answerJob(x.db, jobId, x.locale, 'contract_work.job_created');
  }),

  implement(k.uninstallOrderJobs, async (x) => {
    const date = x.body.date ?? x.now.toISOString().slice(0, 10);
    const ids = await uninstallJobs(x.db, x.user, date, x.body.contract_ids, x.locale, x.now);
    const rows = ids.length
      ? await x.db.select().from(orderJobs).where(inArray(orderJobs.id, ids)).orderBy(asc(orderJobs.id))
      : [];
    return {
      data: await jobSummaries(x.db, rows),
      message: msg(x.locale, 'contract_work.uninstall_created', { count: ids.length }),
    };
  }),

  implement(k.campaignPrintWorkOrders, async (x) => {
    const all = seesAllPrintWorkOrders(x.user);
    if (all) {
      const [camp] = await x.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, x.params.id), isNull(campaigns.deletedAt)));
      if (!camp) throw new HttpError(404, 'not_found', msg(x.locale, 'http.not_found'));
    }
    const rows = await x.db
      .select()
      .from(printWorkOrders)
      .where(and(eq(printWorkOrders.campaignId, x.params.id), isNull(printWorkOrders.deletedAt)))
      .orderBy(asc(printWorkOrders.id));
    const reached = [];
    for (const o of rows) if (all || (await canWorkOnPrintOrder(x.db, x.user, o.id))) reached.push(o);
    return { data: await printOrderSummaries(x.db, reached) };
  }),
];
