/**
 * What the report screens read and do (issue 18; product.md §2 reports list, `reports/excel`, `reports/{id}`,
 * `media-reports/{id?}`; api-catalogue.md "Reports"; docs/reports.md).
 *
 * - Reports are not mirrored: each is a read (`useRead`) **kept on the device** (`keep: true`), so a report or a
 *   board opened once shows its last answer offline, saying when it was loaded; the same kind and filter give the
 *   same read, so a reload finds it.
 * - Exports, saving, retrying, sharing and downloads are online actions: they need a connection, and a failure
 *   throws the server's ApiError (its message is shown; offline `isNetwork`). Nothing fails silently (§8 asked
 *   for better).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as r from '#src/api/contract/reports.ts';
import { getFile } from '#src/api/contract/files.ts';
import type { AnyEndpoint } from '#src/api/contract/define.ts';
import type {
  ReportFilterInput,
  ReportTable,
  SavedReport,
  SavedReportDetail,
} from '#src/api/contract/reports/shapes.ts';
import type { ReportKind } from '#src/domain/report-rules.ts';
import { fileNameOf, saveBlob } from '#src/lib/save-blob.ts';
import { useInvalidate, useLiveRows, useRead, useSyncEngine, type Read, type Transport } from '#src/sync/index.ts';

export type { ReportFilterInput, ReportTable, SavedReport, SavedReportDetail, ReportKind };

/** The report kinds in menu order, each with its call, its title and its export (when it has one). */
export const REPORTS: readonly {
  kind: ReportKind;
  endpoint: AnyEndpoint;
  title: MessageDescriptor;
  exported?: AnyEndpoint;
}[] = [
  { kind: 'campaigns', endpoint: r.campaignsReport, title: msg`Campaigns`, exported: r.exportCampaigns },
  {
    kind: 'sales_by_executive',
    endpoint: r.salesByExecutive,
    title: msg`Sales by executive`,
    exported: r.exportSalesByExecutive,
  },
  { kind: 'sales_by_client', endpoint: r.salesByClient, title: msg`Sales by client`, exported: r.exportSalesByClient },
  { kind: 'ordered-campaigns', endpoint: r.orderedCampaigns, title: msg`Ordered campaigns` },
  { kind: 'products-campaigns', endpoint: r.productsCampaigns, title: msg`Products in campaigns` },
  { kind: 'sold-product-campaigns', endpoint: r.soldProductCampaigns, title: msg`Sold products` },
  { kind: 'campaigns-by-status', endpoint: r.campaignsByStatus, title: msg`Campaigns by status` },
  {
    kind: 'sales-by-product-campaigns',
    endpoint: r.salesByProductCampaigns,
    title: msg`Sales by product and campaign`,
  },
  {
    kind: 'generated_income',
    endpoint: r.generatedIncome,
    title: msg`Generated income`,
    exported: r.exportGeneratedIncome,
  },
  {
    kind: 'package_revenue',
    endpoint: r.packageRevenue,
    title: msg`Package revenue`,
    exported: r.exportPackageRevenue,
  },
  {
    kind: 'average_price',
    endpoint: r.averagePrice,
    title: msg`Average price`,
    exported: r.exportAveragePriceProvider,
  },
  { kind: 'client_sales', endpoint: r.clientSales, title: msg`Client sales`, exported: r.exportClientSales },
  { kind: 'agency_sales', endpoint: r.agencySales, title: msg`Agency sales`, exported: r.agencySales },
  {
    kind: 'investment_by_campaign',
    endpoint: r.investmentByCampaign,
    title: msg`Investment by campaign`,
    exported: r.exportInvestmentByCampaign,
  },
  { kind: 'campaigns_by_type', endpoint: r.campaignsByType, title: msg`Campaigns by type` },
];

/** The entry of `kind` (the first one when unknown). */
export const reportOf = (kind: string) => REPORTS.find((x) => x.kind === kind) ?? REPORTS[0]!;

/** Drops empty values, so equal filters give equal read keys (and the kept answer is found again). */
export function cleanFilter(filter: ReportFilterInput): ReportFilterInput {
  return Object.fromEntries(Object.entries(filter).filter(([, x]) => x !== '' && x !== undefined && x !== null));
}

/** Report `kind` over `filter`, kept on the device. */
export function useReport(kind: ReportKind, filter: ReportFilterInput): Read<ReportTable> {
  return useRead(
    reportOf(kind).endpoint as typeof r.campaignsReport,
    { body: cleanFilter(filter) },
    {
      keep: true,
      select: (a) => a.data,
    },
  );
}

/** The three GET boards of the reports area (§2 media-reports): occupation of media and of ad space, and campaigns per executive. */
export const BOARD_REPORTS = {
  media_occupation: r.mediaOccupation,
  ad_occupation: r.adOccupation,
  campaigns_by_executive: r.campaignsByExecutive,
} as const;
export type BoardReport = keyof typeof BOARD_REPORTS;

/** GET board `board` over `filter`, kept on the device. */
export function useBoardReport(board: BoardReport, filter: ReportFilterInput): Read<ReportTable> {
  return useRead(
    BOARD_REPORTS[board] as typeof r.mediaOccupation,
    { query: cleanFilter(filter) },
    {
      keep: true,
      select: (a) => a.data,
    },
  );
}

/** Saved reports, a page at a time (kept). */
export function useSavedReports(page: number, search: string) {
  return useRead(
    r.savedReports,
    { query: { page, ...(search.trim() ? { search: search.trim() } : {}) } },
    { keep: true },
  );
}

/** One saved report with its last result (kept). */
export function useSavedReport(id: number): Read<SavedReportDetail> {
  return useRead(r.showSavedReport, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** The units of a saved report's lines, a page at a time (kept). */
export function useSavedReportUnits(id: number, page: number) {
  return useRead(r.savedReportUnits, { params: { id }, query: { page } }, { keep: true });
}

/** Lookups of the filters, from the device's mirror: countries (with their currency) and media types, by name. */
export function useReportLookups(): {
  countries: { id: number; name: string; currency: string }[];
  mediaTypes: { id: number; name: string }[];
} {
  return useLiveRows(
    async (db) => ({
      countries: (await db.countries.toArray())
        .filter((c) => c.active)
        .toSorted((a, b) => a.name.localeCompare(b.name)),
      mediaTypes: (await db.mediaTypes.toArray()).toSorted((a, b) => a.name.localeCompare(b.name)),
    }),
    [],
    { countries: [], mediaTypes: [] },
  );
}

/**
 * Online actions on reports; each throws the server's ApiError (offline: `isNetwork`). Saving, retrying and
 * sharing read the saved reports again.
 */
export function useReportActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const refresh = () => invalidate(r.savedReports, r.showSavedReport);
  return {
    /** Saves `kind` over `filter` as `name`; resolves to the saved report (its `message` when its run failed). */
    save: async (name: string, kind: ReportKind, filter: ReportFilterInput) => {
      const answer = await transport.call(r.storeSavedReport, { body: { name, kind, filter: cleanFilter(filter) } });
      await refresh();
      return answer;
    },
    retry: async (id: number) => {
      const answer = await transport.call(r.retrySavedReport, { params: { id } });
      await refresh();
      return answer;
    },
    share: async (id: number, body: { user_ids?: number[]; emails?: string[]; message?: string }) => {
      await transport.call(r.shareSavedReport, { params: { id }, body });
      await refresh();
    },
    /** Saves the kept table of saved report `report` as an .xlsx. */
    download: async (report: { id: number; name: string }) => {
      const blob = (await transport.call(r.downloadSavedReport, { params: { id: report.id } })) as Blob;
      saveBlob(blob, `${fileNameOf(report.name, 'reporte')}.xlsx`);
    },
    /** See {@link exportReport}. */
    exportReport: (kind: ReportKind, filter: ReportFilterInput, fileName: string) =>
      exportReport(transport, kind, filter, fileName),
    /** See {@link exportOther}. */
    exportOther: (
      which: keyof typeof OTHER_EXPORTS,
      period: { from?: string | undefined; to?: string | undefined },
      locale: 'es' | 'en',
      fileName: string,
    ) => exportOther(transport, which, period, locale, fileName),
  };
}

/**
 * Exports report `kind` over `filter` as an .xlsx written by the server, and saves it. The agency report's export
 * is stored by the server as the caller's file (`export.url`), then read from there.
 * @throws ApiError the server's refusal (a bad filter, a report over the export limit) or `isNetwork` offline;
 *   Error when the kind has no export
 */
export async function exportReport(
  transport: Transport,
  kind: ReportKind,
  filter: ReportFilterInput,
  fileName: string,
): Promise<void> {
  const entry = reportOf(kind);
  if (!entry.exported) throw new Error(`report ${kind} has no export`);
  const body = cleanFilter(filter);
  let blob: Blob;
  if (kind === 'agency_sales') {
    const answer = await transport.call(r.agencySales, { body: { ...body, export: true } });
    if (!answer.export) throw new Error('the server stored no file');
    blob = (await transport.call(getFile, { params: { id: answer.export.id } })) as Blob;
  } else {
    blob = (await transport.call(entry.exported as typeof r.exportCampaigns, { body })) as Blob;
  }
  saveBlob(blob, `${fileNameOf(fileName, 'reporte')}.xlsx`);
}

/** The other spreadsheets of `reports/excel`: the contracts report and the routes report (GET, files). */
export const OTHER_EXPORTS = {
  contracts: { endpoint: r.contractsReport, permission: 'browse_contracts', title: msg`Contracts report` },
  routes: { endpoint: r.routesReport, permission: 'browse_routes', title: msg`Routes report` },
} as const;

/**
 * Downloads the contracts or routes report over the period (`from`, `to`), in `locale`, and saves it.
 * @throws ApiError (offline `isNetwork`; a bad period is a 422 with the server's message)
 */
export async function exportOther(
  transport: Transport,
  which: keyof typeof OTHER_EXPORTS,
  period: { from?: string | undefined; to?: string | undefined },
  locale: 'es' | 'en',
  fileName: string,
): Promise<void> {
  const query = { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}), locale };
  const blob = (await transport.call(OTHER_EXPORTS[which].endpoint as typeof r.contractsReport, { query })) as Blob;
  saveBlob(blob, `${fileNameOf(fileName, 'reporte')}.xlsx`);
}
