/**
 * Every handler of issue 18's boards, availability views and campaign reports, gathered so the server's handler
 * list (handlers/index.ts) takes them with one line: the eight dashboards (dashboards/handlers.ts), the
 * availability views (availability-views/handlers.ts) and a campaign's reports (campaign-reports/handlers.ts).
 */
import type { Implementation } from '../http/register.ts';
import { dashboardHandlers } from './dashboards/handlers.ts';
import { availabilityViewHandlers } from './availability-views/handlers.ts';
import { campaignReportHandlers } from './campaign-reports/handlers.ts';

export const boardHandlers: readonly Implementation[] = [
  ...dashboardHandlers,
  ...availabilityViewHandlers,
  ...campaignReportHandlers,
];
