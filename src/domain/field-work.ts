/**
 * States of field work shared by the app and the reference server (spec
 * product.md §4 "Order job: accept, reject, finish", "Route: finish"): the
 * status values as unions and when a job or a route takes no more work.
 * Pure: no React, no I/O.
 */

/** An order job's statuses, in their usual order. */
export const JOB_STATUSES = ['pending', 'accepted', 'in_progress', 'finished', 'rejected'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A route's statuses. */
export const ROUTE_STATUSES = ['pending', 'in_progress', 'finished'] as const;
export type RouteStatus = (typeof ROUTE_STATUSES)[number];

/** A finished or rejected job changes no more (comments excepted). */
export function isJobClosed(status: string | undefined): boolean {
  return status === 'finished' || status === 'rejected';
}

/**
 * A route takes no more photos and cannot be finished again once it is
 * finished or its job is closed. `jobStatus` undefined: the job is not known
 * (on the device, not mirrored yet) — only the route's own status counts.
 */
export function isRouteClosed(route: { status: string; jobStatus?: string | undefined }): boolean {
  return route.status === 'finished' || isJobClosed(route.jobStatus);
}
