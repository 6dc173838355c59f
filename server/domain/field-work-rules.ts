/**
 * State rules of field work (spec product.md §4 "Order job: accept,
 * reject, assign technician, finish, add or remove units, delete. Route:
 * finish, assign technician" — the spec shows no statuses, so these are ours).
 *
 * Order job: pending → accepted (accept) or rejected (reject, with a reason);
 * accepted → in_progress (the first proof-of-posting photo); accepted or
 * in_progress → finished (finish). Finished and rejected jobs are closed:
 * nothing changes any more except comments.
 * Route: pending → in_progress (a photo on one of its stops) → finished.
 * Item: pending → finished (its first photo).
 *
 * Who may act ("staff" = holders of `order_jobs.manage` / `routes.manage`:
 * operations and administrators; managers only read; SECURITY.md):
 * - accept, reject, finish, upload a photo, finish a route: the assigned
 *   technician (of the job, or of the route) or staff;
 * - assign a technician, add or remove units, delete an item, edit, delete
 *   the job: staff only;
 * - comment: the assigned technician or staff.
 *
 * Finishing needs proof: a job finishes only when every live item has at
 * least one photo, a route only when every stop has one. (Why: the photo
 * report is what the client is billed against; a job finished without it is
 * a dispute waiting to happen. Staff can remove an item that cannot be done.)
 *
 * Every refusal names an HTTP status and a message key (server/i18n.ts):
 * 403 when the caller may not act on it (not staff, not the assigned
 * technician — also after a reassignment), 409 when its state forbids it.
 */
import type { MessageKey } from '../i18n.ts';

import { isJobClosed, isRouteClosed, type JobStatus } from '#src/domain/field-work.ts';

export type { JobStatus, RouteStatus } from '#src/domain/field-work.ts';

export type JobAction =
  | 'accept'
  | 'reject'
  | 'finish'
  | 'upload_photo'
  | 'assign_technician'
  | 'add_units'
  | 'remove_units'
  | 'delete_item'
  | 'update'
  | 'delete'
  | 'comment'
  | 'create_route';

export interface Actor {
  id: number;
  staff: boolean;
}

export type Verdict = { ok: true } | { ok: false; status: 403 | 409; key: MessageKey };

const OK: Verdict = { ok: true };
const refuse = (status: 403 | 409, key: MessageKey): Verdict => ({ ok: false, status, key });

/** Actions the assigned technician may take besides staff. */
const TECHNICIAN_ACTIONS = new Set<JobAction>(['accept', 'reject', 'finish', 'upload_photo', 'comment']);

/** The states each action may start from. */
const FROM: Record<JobAction, readonly JobStatus[]> = {
  accept: ['pending'],
  reject: ['pending', 'accepted'],
  finish: ['accepted', 'in_progress'],
  upload_photo: ['accepted', 'in_progress'],
  assign_technician: ['pending', 'accepted', 'in_progress'],
  add_units: ['pending', 'accepted', 'in_progress'],
  remove_units: ['pending', 'accepted', 'in_progress'],
  delete_item: ['pending', 'accepted', 'in_progress'],
  update: ['pending', 'accepted', 'in_progress'],
  delete: ['pending', 'rejected'],
  comment: ['pending', 'accepted', 'in_progress', 'finished', 'rejected'],
  create_route: ['pending', 'accepted', 'in_progress'],
};

/**
 * May `actor` take `action` on a job in its current state?
 * @param job.technicianId the assigned technician (null: none)
 * @param extra.unphotographed live items without a photo (for `finish`)
 */
export function checkJobAction(
  action: JobAction,
  job: { status: string; technicianId: number | null },
  actor: Actor,
  extra: { unphotographed?: number } = {},
): Verdict {
  const assigned = job.technicianId !== null && job.technicianId === actor.id;
  if (!actor.staff && !(assigned && TECHNICIAN_ACTIONS.has(action))) {
    return refuse(
      403,
      job.technicianId !== null && TECHNICIAN_ACTIONS.has(action) ? 'field.not_assigned' : 'auth.forbidden',
    );
  }
  if (!(FROM[action] as readonly string[]).includes(job.status)) {
    return refuse(409, isJobClosed(job.status) ? 'field.job_closed' : 'field.job_wrong_state');
  }
  if (action === 'finish' && (extra.unphotographed ?? 0) > 0) return refuse(409, 'field.job_needs_photos');
  return OK;
}

/**
 * May `actor` finish (or reassign) a route?
 * @param route.technicianId the route's technician, else the job's
 * @param extra.unphotographed stops without a photo (for `finish`)
 */
export function checkRouteAction(
  action: 'finish' | 'assign_technician',
  route: { status: string; technicianId: number | null; jobStatus: string },
  actor: Actor,
  extra: { unphotographed?: number } = {},
): Verdict {
  const assigned = route.technicianId !== null && route.technicianId === actor.id;
  if (!actor.staff && !(assigned && action === 'finish')) {
    return refuse(403, action === 'finish' && route.technicianId !== null ? 'field.not_assigned' : 'auth.forbidden');
  }
  if (isRouteClosed(route)) return refuse(409, 'field.route_closed');
  if (action === 'finish' && (extra.unphotographed ?? 0) > 0) return refuse(409, 'field.route_needs_photos');
  return OK;
}

/** The job's status after a photo lands on one of its items. */
export const jobStatusAfterPhoto = (status: string): string => (status === 'accepted' ? 'in_progress' : status);

/** The route's status after a photo lands on one of its stops. */
export const routeStatusAfterPhoto = (status: string): string => (status === 'pending' ? 'in_progress' : status);
