/** Route and stop ordering for the technician, and when a route may be finished. */
import { describe, expect, it } from 'vitest';
import { itemRow, routeRow } from '#src/sync/testing/fixtures.ts';
import { photoCount, sortRoutes, stopsWithoutPhoto } from './routes.ts';

describe('sortRoutes', () => {
  it('puts today first (unfinished before finished), then upcoming by date, then past most recent first', () => {
    const rows = [
      routeRow(1, { date: '2026-11-01' }),
      routeRow(2, { date: '2026-11-05' }),
      routeRow(3, { date: '2026-11-02', status: 'finished' }),
      routeRow(4, { date: '2026-11-02' }),
      routeRow(5, { date: '2026-10-30' }),
      routeRow(6, { date: '2026-11-03' }),
    ];
    expect(sortRoutes(rows, '2026-11-02').map((r) => r.id)).toEqual([4, 3, 6, 2, 1, 5]);
  });
});

describe('photos of stops', () => {
  it('counts sent and pending photos, and what is still missing', () => {
    const pending = { entry_id: 'e', blob_id: 'e/photo', taken_at: 'x', lat: null, lng: null, accuracy: null };
    const stops = [{ item: itemRow(1, 1) }, { item: itemRow(2, 1, { pending_photos: [pending] }) }];
    expect(photoCount(stops[1]!.item)).toBe(1);
    expect(stopsWithoutPhoto(stops)).toBe(1);
  });
});
