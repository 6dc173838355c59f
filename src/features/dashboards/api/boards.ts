/**
 * The eight boards of managers and administrators on their home (product.md §1 "see dashboards (active customers
 * by team, tickets by customers, billing by media type, billing by members, average prices and occupancy, rankings
 * by media type and by customer)"; api-catalogue.md "Dashboards"; issue 18; docs/dashboards-availability.md
 * "Boards").
 *
 * Each board is a read kept on the device (`useRead` with `keep`): offline after a reload the boards show their
 * last answers, each saying when it was loaded. The filters (range, team, media type, currency) are the query; an
 * empty filter sends nothing, so the server's defaults apply (the 365 days ending today) and the read key stays
 * the same from one day to the next, which is what lets a reload find the kept answer.
 * Who: `dashboards.browse` (managers and administrators).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as d from '#src/api/contract/dashboards.ts';
import type { BoardAnswer, BoardQuery } from '#src/api/contract/dashboards.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useLiveRows, useRead, type Read } from '#src/sync/index.ts';

export type Board = BoardAnswer['data'];
export type BoardFilter = Partial<Pick<BoardQuery, 'from' | 'to' | 'team' | 'media_type' | 'currency'>>;

/** The boards in the order the home shows them, with how each is drawn. */
export const BOARDS = [
  { key: 'active-customers', endpoint: d.activeCustomersByTeams, draw: ['active_customers', 'customers'] },
  { key: 'billing-media-type', endpoint: d.billingByMediaType, draw: ['billing'] },
  { key: 'billing-members', endpoint: d.billingByMembers, draw: ['billing'], horizontal: true },
  { key: 'tickets-customers', endpoint: d.ticketsByCustomers, draw: ['billing'], horizontal: true },
  { key: 'workgroups', endpoint: d.workgroups, draw: ['billing'] },
  { key: 'avg-prices-occupancy', endpoint: d.avgPricesAndOccupancy, draw: ['occupancy', 'spot_occupancy'] },
  { key: 'ranking-media-type', endpoint: d.rankingByMediaType, draw: ['billing'], horizontal: true },
  { key: 'ranking-customer', endpoint: d.rankingByCustomer, draw: ['billing'], horizontal: true },
] as const;
export type BoardKey = (typeof BOARDS)[number]['key'];

/** What the boards are called when a sentence names them (ReadState). */
export const BOARDS_WHAT: MessageDescriptor = msg`the board`;

/** True when the profile may see the boards. */
export const seesBoards = (permissions: readonly string[]) => hasPermission(permissions, 'dashboards.browse');

/** Drops empty parts (see module doc). */
export function boardQuery(filter: BoardFilter): BoardFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, x]) => x !== undefined && x !== '' && x !== null));
}

/** Board `key` over `filter`, kept on the device. */
export function useBoard(key: BoardKey, filter: BoardFilter): Read<Board> {
  const entry = BOARDS.find((b) => b.key === key)!;
  return useRead(
    entry.endpoint as typeof d.workgroups,
    { query: boardQuery(filter) },
    { keep: true, select: (a) => a.data },
  );
}

/** Media types on the device (the media type filter works offline), by name. */
export function useBoardMediaTypes(): { id: number; name: string }[] {
  return useLiveRows(
    async (db) => (await db.mediaTypes.toArray()).toSorted((a, b) => a.name.localeCompare(b.name)),
    [],
    [],
  );
}
