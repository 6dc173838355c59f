/**
 * A contract's field work (api-catalogue.md "Contracts": `GET and POST /{id}/order-jobs`, `POST
 * /unistall-order-jobs` — spelling as written; "Campaigns": `GET /campaigns/{id}/print_work_orders`, no base as
 * written; product.md §2 `contracts/create-order-job`, §3 "Contract: … order jobs"; issue 17;
 * docs/contracts-billing.md "Downloads and order jobs").
 *
 * The jobs are the field-work order jobs (`orderJobSummary`, the shape the technician's mirror pulls from `POST
 * /order-jobs`), tied to the contract by its campaign (`campaign_id`). A job made here is at once in operations'
 * order-job list and, when a technician is given, in that technician's routes for the scheduled day.
 *
 * Who (spec §6): reading a contract's jobs needs `browse_contracts` on a contract the caller reaches (ownership
 * rule `contract`); making jobs needs `order_jobs.manage` (operations, administrators) — and for one contract that
 * the caller reaches it. The print work orders of a campaign need `print_work_orders.work`, with the list's scope:
 * operations and administrators every order, a technician those whose units one of its live jobs covers.
 */
import * as v from 'valibot';
import { isIsoDate } from '#src/lib/dates.ts';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, isoDate, requiredText } from '../common.ts';
import { orderJobSummary, printWorkOrderSummary } from '../catalogue-lists.ts';
import { read, spec } from './contracts.ts';

/** The kinds of order job (product.md §2, §4 field operations). */
export const ORDER_JOB_KINDS = ['installation', 'maintenance', 'uninstallation'] as const;
export type OrderJobKind = (typeof ORDER_JOB_KINDS)[number];

/** A real calendar day `YYYY-MM-DD` ('2026-02-30' is refused: 422). */
const day = v.pipe(
  isoDate,
  v.check((d: string) => isIsoDate(d), 'must be a real date (YYYY-MM-DD)'),
);
const manage = { permissions: ['order_jobs.manage'] } as const;

/** The order jobs of contract `{id}`: the live jobs of its campaign, oldest first. */
export const contractOrderJobs = endpoint({
  name: 'contracts.orderJobs',
  method: 'GET',
  path: '/contracts/{id}/order-jobs',
  access: read,
  spec,
  params: idParams,
  answer: envelope(v.array(orderJobSummary)),
});

/**
 * Operations makes an order job from contract `{id}` (approved or billed, else 409): `kind` (default
 * installation), the day, optionally the technician (then the job is accepted and gets one pending route of every
 * item on that day; else it is pending), the units (default: all the contract's; one not in it is a 422 under
 * `unit_ids`; a technician who is not one a 422 under `technician_id`) and a description (default one naming the
 * contract). Each unit becomes an item (its side, a task in the caller's language). Answers the job.
 */
export const createContractOrderJob = endpoint({
  name: 'contracts.createOrderJob',
  method: 'POST',
  path: '/contracts/{id}/order-jobs',
  access: { ...manage, owner: { resource: 'contract', param: 'id' } },
  spec,
  params: idParams,
  body: v.object({
    kind: v.optional(v.picklist(ORDER_JOB_KINDS)),
    scheduled_date: day,
    technician_id: v.optional(id),
    unit_ids: v.optional(v.pipe(v.array(id), v.minLength(1, 'choose at least one unit'), v.maxLength(5000))),
    description: v.optional(requiredText(2000)),
  }),
  answer: v.object({ data: orderJobSummary, message: v.string() }),
});

/**
 * The uninstallation jobs of the contracts that ended (spelling of the path as written): for every approved or
 * billed contract (of `contract_ids`, or every one the caller reaches) whose units' last day is before `date`
 * (default the server's today, UTC) and whose campaign has no live uninstallation job yet, one pending
 * uninstallation job on `date` with an item per unit. A second call makes nothing. Answers the jobs made.
 */
export const uninstallOrderJobs = endpoint({
  name: 'contracts.uninstallOrderJobs',
  method: 'POST',
  path: '/contracts/unistall-order-jobs',
  access: manage,
  spec,
  body: v.object({
    contract_ids: v.optional(v.pipe(v.array(id), v.maxLength(1000))),
    date: v.optional(day),
  }),
  answer: v.object({ data: v.array(orderJobSummary), message: v.string() }),
});

/**
 * The print work orders of campaign `{id}` (api-catalogue.md "Campaigns", no base as written), as the print-work
 * list answers them, oldest first, in the list's scope (module doc). An unknown campaign is a 404 for those who
 * see every order; a technician gets the orders it reaches (none: an empty list).
 */
export const campaignPrintWorkOrders = endpoint({
  name: 'campaigns.printWorkOrders',
  method: 'GET',
  path: '/campaigns/{id}/print_work_orders',
  access: { permissions: ['print_work_orders.work'] },
  spec: 'api-catalogue.md Campaigns',
  params: idParams,
  answer: envelope(v.array(printWorkOrderSummary)),
});
