/**
 * The report calls on the reference server (contract src/api/contract/reports/; docs/reports.md; issue 18): the 15
 * report kinds, the 3 GET boards, the 8 exports, the contracts and routes reports, and saved reports (saved.ts).
 * Every report is computed by run.ts for the caller (its reach, its language); every spreadsheet by xlsx.ts from the
 * very table the JSON call answers, and answered through file-types.ts `fileResponse` (type from the bytes,
 * attachment, nosniff, `Cache-Control: private, no-store`).
 *
 * Exports never fail silently (product.md §8 has them answer null, the investment one without a word): a bad filter
 * is a 422, a report over EXPORT_ROW_LIMIT rows a 422 naming both counts, a workbook that cannot be written a 500
 * with the message "The spreadsheet could not be generated" — each with the server's message for the device to show.
 */
import * as r from '#src/api/contract/reports.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { EXPORT_KINDS, type ExportPath, type ReportKind } from '#src/domain/report-rules.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import type { AuthUser } from '#server/auth/session.ts';
import { msg } from '#server/i18n.ts';
import { storeFile } from '../files.ts';
import type { ReportContext } from './base.ts';
import { contractsReport, routesReport } from './contract-route.ts';
import { runReport } from './run.ts';
import { savedReportHandlers } from './saved.ts';
import { streamedWorkbook, workbookOf } from './xlsx.ts';

/** The report context of a call. */
const contextOf = (x: Omit<ReportContext, 'user'> & { user: AuthUser | null }, locale?: Locale): ReportContext => ({
  db: x.db,
  user: x.user!,
  locale: locale ?? x.locale,
  now: x.now,
});

/** `sales_by_executive-2026-11-02.xlsx`: the report's path and the day it was made. */
const fileName = (name: string, now: Date) => `${name}-${now.toISOString().slice(0, 10)}.xlsx`;

/** A POST report call of `kind`. */
const reportCall = (endpoint: typeof r.campaignsReport, kind: ReportKind) =>
  implement(endpoint, async (x) => ({ data: await runReport(contextOf(x), kind, x.body) }));

/** An export call: the report of `path`'s kind as an .xlsx. */
const exportCall = (endpoint: typeof r.exportCampaigns, path: ExportPath) =>
  implement(endpoint, async (x) => {
    const table = await runReport(contextOf(x), EXPORT_KINDS[path], x.body);
    return streamedWorkbook(table, x.locale, x.now, fileName(path, x.now), x.config.log);
  });

export const reportHandlers: Implementation[] = [
  reportCall(r.campaignsReport, 'campaigns'),
  reportCall(r.salesByExecutive, 'sales_by_executive'),
  reportCall(r.salesByClient, 'sales_by_client'),
  reportCall(r.orderedCampaigns, 'ordered-campaigns'),
  reportCall(r.productsCampaigns, 'products-campaigns'),
  reportCall(r.soldProductCampaigns, 'sold-product-campaigns'),
  reportCall(r.campaignsByStatus, 'campaigns-by-status'),
  reportCall(r.salesByProductCampaigns, 'sales-by-product-campaigns'),
  reportCall(r.generatedIncome, 'generated_income'),
  reportCall(r.packageRevenue, 'package_revenue'),
  reportCall(r.averagePrice, 'average_price'),
  reportCall(r.clientSales, 'client_sales'),
  reportCall(r.investmentByCampaign, 'investment_by_campaign'),
  reportCall(r.campaignsByType, 'campaigns_by_type'),
  implement(r.agencySales, async (x) => {
    const { export: asFile, ...filter } = x.body;
    const table = await runReport(contextOf(x), 'agency_sales', filter);
    if (!asFile) return { data: table };
    const bytes = await workbookOf(table, x.locale, x.now);
    const name = fileName('agency_sales', x.now);
    const stored = await storeFile(x.db, {
      blob: new File([new Uint8Array(bytes)], name),
      ownerId: x.user.id,
      shared: false,
      now: x.now,
      kind: 'artwork',
      locale: x.locale,
    });
    return { data: table, export: { id: stored.id, name: stored.name, size: stored.size, url: stored.url } };
  }),
  implement(r.campaignsByExecutive, async (x) => ({
    data: await runReport(contextOf(x), 'campaigns_by_executive', x.query),
  })),
  implement(r.mediaOccupation, async (x) => ({ data: await runReport(contextOf(x), 'media_occupation', x.query) })),
  implement(r.adOccupation, async (x) => ({ data: await runReport(contextOf(x), 'ad_occupation', x.query) })),
  exportCall(r.exportCampaigns, 'campaigns'),
  exportCall(r.exportSalesByExecutive, 'sales_by_executive'),
  exportCall(r.exportSalesByClient, 'sales_by_client'),
  exportCall(r.exportGeneratedIncome, 'generated_income'),
  exportCall(r.exportPackageRevenue, 'package_revenue'),
  exportCall(r.exportAveragePriceProvider, 'average_price_provider'),
  exportCall(r.exportClientSales, 'client_sales'),
  exportCall(r.exportInvestmentByCampaign, 'investment_by_campaign'),
  implement(r.contractsReport, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const { table, byCurrency } = await contractsReport(contextOf(x, locale), x.query);
    const subtotals = byCurrency.map((t) => ({
      label: msg(locale, 'reports.totals_in', { currency: t.currency ?? msg(locale, 'reports.none') }),
      currency: t.currency,
      values: { units: t.units, total: t.total },
    }));
    return streamedWorkbook(table, locale, x.now, fileName('contracts', x.now), x.config.log, subtotals);
  }),
  implement(r.routesReport, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const table = await routesReport(contextOf(x, locale), x.query);
    return streamedWorkbook(table, locale, x.now, fileName('routes', x.now), x.config.log);
  }),
  ...savedReportHandlers,
];
