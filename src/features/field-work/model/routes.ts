/**
 * Ordering of routes and stops for the technician's screens (pure).
 * - Routes: today's first, then upcoming by date, then past ones most recent
 *   first; within a day unfinished before finished, then by id.
 * - A route is ready to finish when every stop has a photo (sent or pending)
 *   — the server's rule (server/domain/field-work-rules.ts).
 */
import type { OrderJobItemRow, RouteRow } from '#src/sync/index.ts';

const rank = (route: RouteRow, today: string) => (route.date === today ? 0 : route.date > today ? 1 : 2);

/** Routes in the order the technician wants them (module doc). Dates are YYYY-MM-DD. */
export function sortRoutes(routes: readonly RouteRow[], today: string): RouteRow[] {
  return routes.toSorted((a, b) => {
    const r = rank(a, today) - rank(b, today);
    if (r !== 0) return r;
    if (a.date !== b.date) return rank(a, today) === 2 ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date);
    const done = Number(a.status === 'finished') - Number(b.status === 'finished');
    return done !== 0 ? done : a.id - b.id;
  });
}

/** Photos an item has: on the server and waiting on this device. */
export const photoCount = (item: Pick<OrderJobItemRow, 'photos' | 'pending_photos'>) =>
  item.photos.length + (item.pending_photos?.length ?? 0);

/** Stops still without any photo. */
export function stopsWithoutPhoto(
  stops: readonly { item: Pick<OrderJobItemRow, 'photos' | 'pending_photos'> }[],
): number {
  return stops.filter((s) => photoCount(s.item) === 0).length;
}
