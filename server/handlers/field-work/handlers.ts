/**
 * Field work on the reference server (product.md §2, §4 field operations; api-catalogue.md "Order jobs", "Routes,
 * print work orders, tasks"), by part: shared.ts (finding jobs and routes, events, photos on disk), job-actions.ts,
 * job-items.ts (photos, comments, timeline, photo report), routes.ts. Gathered here as `fieldWorkHandlers`.
 */
import { jobActionHandlers } from './job-actions.ts';
import { jobItemHandlers } from './job-items.ts';
import { routeActionHandlers } from './routes.ts';
export const fieldWorkHandlers = [...jobActionHandlers, ...jobItemHandlers, ...routeActionHandlers];
