/**
 * Runs a report by kind (docs/reports.md; issue 18): the 15 kinds of `POST /reports/<kind>` and the 3 GET boards,
 * each computed for the caller's reach (base.ts) in the caller's language. One entry point, so the report calls,
 * the exports and saved reports answer exactly the same table for the same kind and filter.
 */
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import type { BoardKind, ReportKind } from '#src/domain/report-rules.ts';
import { checkRange, type ReportContext } from './base.ts';
import { adOccupation, campaignsByExecutive, mediaOccupation } from './boards.ts';
import { generatedIncome, investmentByCampaign, orderedCampaigns } from './money.ts';
import {
  averagePrice,
  packageRevenue,
  productsCampaigns,
  salesByProductCampaigns,
  soldProductCampaigns,
} from './products.ts';
import {
  agencySales,
  campaignsByStatus,
  campaignsByType,
  campaignsReport,
  clientSales,
  salesByClient,
  salesByExecutive,
} from './sales.ts';

type Compute = (ctx: ReportContext, f: ReportFilter) => Promise<ReportTable>;

/** The computation of each kind. */
const KINDS: Record<ReportKind | BoardKind, Compute> = {
  campaigns: campaignsReport,
  sales_by_executive: salesByExecutive,
  sales_by_client: salesByClient,
  'ordered-campaigns': orderedCampaigns,
  'products-campaigns': productsCampaigns,
  'sold-product-campaigns': soldProductCampaigns,
  'campaigns-by-status': campaignsByStatus,
  'sales-by-product-campaigns': salesByProductCampaigns,
  generated_income: generatedIncome,
  package_revenue: packageRevenue,
  average_price: averagePrice,
  client_sales: clientSales,
  agency_sales: agencySales,
  investment_by_campaign: investmentByCampaign,
  campaigns_by_type: campaignsByType,
  campaigns_by_executive: campaignsByExecutive,
  media_occupation: mediaOccupation,
  ad_occupation: adOccupation,
};

/**
 * The report `kind` for filter `f`, in `ctx`'s reach and language.
 * @throws HttpError 422 under `to` for a bad period (base.ts `checkRange`; the boards check their own window)
 */
export async function runReport(
  ctx: ReportContext,
  kind: ReportKind | BoardKind,
  f: ReportFilter,
): Promise<ReportTable> {
  if (kind !== 'media_occupation' && kind !== 'ad_occupation') checkRange(f, ctx.locale);
  return KINDS[kind](ctx, f);
}
