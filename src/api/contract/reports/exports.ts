/**
 * Report spreadsheets (api-catalogue.md "Reports": "Exports (POST, blob)", "Contract report", "Route report";
 * product.md §8, which has exports answer null on failure and the investment export fail silently — here a failure
 * is always an error answer with the server's message; issue 18 "Exports as real spreadsheets"; docs/reports.md
 * "Exports").
 *
 * Each answers a genuine .xlsx (`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, attachment),
 * written by the reference server with exceljs's streaming writer: a title, the period and currency, a header row in
 * the caller's language (frozen), one typed row per report row — text as text, counts as whole numbers, money as
 * numbers in a format naming the currency, dates as dates shown DD/MM/YYYY, months MM/YYYY, percentages as
 * percentages — and a totals row equal to the report's `totals`. The cells hold exactly what the JSON report of the
 * same filter answers. A report over EXPORT_ROW_LIMIT rows is a 422 asking to narrow the filter; a bad filter a 422.
 */
import * as v from 'valibot';
import type { ExportPath } from '#src/domain/report-rules.ts';
import { endpoint } from '../define.ts';
import { contractReportQuery, readReports, reportFilter, routeReportQuery, spec } from './shapes.ts';

/** Most rows an export writes. */
export const EXPORT_ROW_LIMIT = 100_000;

/* @__NO_SIDE_EFFECTS__ */
const exported = (path: ExportPath, name: string) =>
  endpoint({
    name: `reports.${name}`,
    method: 'POST',
    path: `/reports/${path}/export`,
    access: readReports,
    spec,
    body: reportFilter,
    answer: v.unknown(),
    answerKind: 'file',
  });

export const exportCampaigns = exported('campaigns', 'exportCampaigns');
export const exportSalesByExecutive = exported('sales_by_executive', 'exportSalesByExecutive');
export const exportSalesByClient = exported('sales_by_client', 'exportSalesByClient');
export const exportGeneratedIncome = exported('generated_income', 'exportGeneratedIncome');
export const exportPackageRevenue = exported('package_revenue', 'exportPackageRevenue');
/** The `average_price` report (per provider and media type). */
export const exportAveragePriceProvider = exported('average_price_provider', 'exportAveragePriceProvider');
export const exportClientSales = exported('client_sales', 'exportClientSales');
/** The investment export: the spec's one that failed silently; here it fails with a message like every other. */
export const exportInvestmentByCampaign = exported('investment_by_campaign', 'exportInvestmentByCampaign');

/**
 * The contracts report (path as the spec writes it): one row per contract the caller reaches (ownership rule
 * `contract`: a client its own, a seller its customers' and the ones it owns, operations, managers and
 * administrators all) — id, reference, campaign, client, owner, status, start, end, units, total and its currency —
 * with a totals row per currency.
 */
export const contractsReport = endpoint({
  name: 'reports.contractsReport',
  method: 'GET',
  path: '/contracts/export-report-xlxs',
  access: { permissions: ['browse_contracts'] },
  spec: `${spec}; api-catalogue.md Reports (contract report)`,
  query: contractReportQuery,
  answer: v.unknown(),
  answerKind: 'file',
});

/**
 * The routes report (path as the spec writes it): one row per route the caller reaches (field staff and managers
 * every one, a technician its own) — route, day, order job, job type, campaign, technician, status, stops, finished
 * and rejected stops, finished on — with a totals row.
 */
export const routesReport = endpoint({
  name: 'reports.routesReport',
  method: 'GET',
  path: '/routes/export-route-report-xlxs',
  access: { permissions: ['browse_routes'] },
  spec: `${spec}; api-catalogue.md Reports (route report)`,
  query: routeReportQuery,
  answer: v.unknown(),
  answerKind: 'file',
});
