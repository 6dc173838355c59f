/**
 * Issue 18's calls in one namespace for the contract's index: the dashboards (dashboards.ts), the availability
 * views (availability-views.ts) and a campaign's reports (campaign-reports.ts). Screens import the files themselves.
 */
export * from './dashboards.ts';
export * from './availability-views.ts';
export * from './campaign-reports.ts';
