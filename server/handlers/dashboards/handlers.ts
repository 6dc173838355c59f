/**
 * The eight boards of /dashboards/common (contract src/api/contract/dashboards.ts; product.md §1; api-catalogue.md
 * "Dashboards"; issue 18; docs/dashboards-availability.md). Each resolves its filters and scope (scope.ts: 422 for
 * a bad range or unknown team, 403 for another seller's team), aggregates with SQL (queries.ts) and answers a
 * chart in the caller's language. Read-only.
 */
import * as d from '#src/api/contract/dashboards.ts';
import type { BoardAnswer } from '#src/api/contract/dashboards.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '#server/db/client.ts';
import { implement, type HandlerContext, type Implementation } from '#server/http/register.ts';
import { boardScope, type BoardScope } from './scope.ts';
import {
  billingByMediaType,
  billingByMembers,
  rankingByCustomer,
  rankingByMediaType,
  ticketsByCustomers,
} from './sales-boards.ts';
import { activeCustomersByTeams, avgPricesAndOccupancy, workgroups } from './team-boards.ts';

type Board = (db: Db, s: BoardScope, locale: Locale) => Promise<BoardAnswer>;

/** The handler of a board: scope, then the board. */
const board =
  (build: Board) =>
  async (x: HandlerContext<typeof d.billingByMediaType>): Promise<BoardAnswer> =>
    build(x.db, await boardScope(x.db, x.user, x.query, x.now.toISOString().slice(0, 10), x.locale), x.locale);

/** The boards, paired with their contract endpoints. */
export const dashboardHandlers: Implementation[] = [
  implement(d.activeCustomersByTeams, board(activeCustomersByTeams)),
  implement(d.ticketsByCustomers, board(ticketsByCustomers)),
  implement(d.billingByMediaType, board(billingByMediaType)),
  implement(d.billingByMembers, board(billingByMembers)),
  implement(d.workgroups, board(workgroups)),
  implement(d.avgPricesAndOccupancy, board(avgPricesAndOccupancy)),
  implement(d.rankingByMediaType, board(rankingByMediaType)),
  implement(d.rankingByCustomer, board(rankingByCustomer)),
];
