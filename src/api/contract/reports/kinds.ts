/**
 * The report calls (api-catalogue.md "Reports": "POST with filter body" and the GET boards; issue 18; docs/reports.md
 * "What each report computes"). Each answers `{ data: table }` (shapes.ts `reportTable`), computed by the reference
 * server with SQL over campaigns, their unit lines, contracts, orders, payments and packages, in the reach of the
 * caller (spec §6): `reports.*` (managers, administrators) every campaign; `reports.browse` a seller the campaigns of
 * its assigned clients (client_sellers) and of the contracts it owns, a client or agency its own campaigns.
 *
 * "Sold" means a campaign whose contract is approved, billed or renewed; every money column is pesos of the table's
 * `currency` (a line's money is in its unit's country's currency). A bad period (`to` before `from`, longer than
 * 1096 days) is a 422 under `to`.
 */
import * as v from 'valibot';
import type { ReportKind } from '#src/domain/report-rules.ts';
import { endpoint } from '../define.ts';
import { exportedFile, readReports, reportAnswer, reportFilter, reportFilterEntries, spec } from './shapes.ts';

/* @__NO_SIDE_EFFECTS__ */
const report = (kind: ReportKind, name: string) =>
  endpoint({
    name: `reports.${name}`,
    method: 'POST',
    path: `/reports/${kind}`,
    access: readReports,
    spec,
    body: reportFilter,
    answer: reportAnswer,
  });

/** One row per campaign with lines in the filter: client, executive, status, type, dates, units, unit-days, total. */
export const campaignsReport = report('campaigns', 'campaigns');
/** Sold, by executive, ranked: campaigns, contracts, units, total, share of the whole. */
export const salesByExecutive = report('sales_by_executive', 'salesByExecutive');
/** Sold, by client, ranked: executive, campaigns, units, total, share. */
export const salesByClient = report('sales_by_client', 'salesByClient');
/** Campaigns with orders: contract, its status, orders, invoiced orders, ordered and invoiced amounts. */
export const orderedCampaigns = report('ordered-campaigns', 'orderedCampaigns');
/** Every line of the filter by product (media type): campaigns, units, unit-days, total, share. */
export const productsCampaigns = report('products-campaigns', 'productsCampaigns');
/** Sold, by product (media type), ranked: campaigns, units, unit-days, total, average price per day, share. */
export const soldProductCampaigns = report('sold-product-campaigns', 'soldProductCampaigns');
/** Every campaign status: campaigns, units, total, share of the campaigns. */
export const campaignsByStatus = report('campaigns-by-status', 'campaignsByStatus');
/** Sold, per campaign and product (media type): client, units, unit-days, total. */
export const salesByProductCampaigns = report('sales-by-product-campaigns', 'salesByProductCampaigns');
/**
 * Income earned month by month in the period (default: the span of the sold lines): each sold line's price per
 * day × spots for its days in the month, its print price in the month it starts.
 */
export const generatedIncome = report('generated_income', 'generatedIncome');
/** Every package of the filter: value, units, units sold by package campaigns, unit-days, revenue, share. */
export const packageRevenue = report('package_revenue', 'packageRevenue');
/** Sold, by provider and media type: unit-days, amount, average price per day against the list price, discount. */
export const averagePrice = report('average_price', 'averagePrice');
/** Sold, by client and month (of the line's start): campaigns, units, total. */
export const clientSales = report('client_sales', 'clientSales');
/**
 * What each campaign of the filter costs its client: budget, media (its lines), other costs (campaign and contract
 * costs), total, paid (approved payments and bonuses in the currency), balance.
 */
export const investmentByCampaign = report('investment_by_campaign', 'investmentByCampaign');
/** Per campaign type and units category: campaigns, units, total, share. */
export const campaignsByType = report('campaigns_by_type', 'campaignsByType');

/**
 * Sold to campaigns of agency accounts, ranked per agency: company, campaigns, units, total, share. The product's agency export posts here too: with
 * `export: true` the server also writes the table as an .xlsx, stores it as the caller's file and answers it under
 * `export` (read it with `GET /files/get/{id}`), so one call keeps one answer type.
 */
export const agencySales = endpoint({
  name: 'reports.agencySales',
  method: 'POST',
  path: '/reports/agency_sales',
  access: readReports,
  spec,
  body: v.object({ ...reportFilterEntries, export: v.optional(v.boolean()) }),
  answer: v.object({ data: reportAnswer.entries.data, export: v.optional(exportedFile) }),
});

/** The query of the GET boards: the report filter as URL parameters. */
const boardQuery = reportFilter;

/** Campaigns per executive and campaign status (counts), with units; no money. */
export const campaignsByExecutive = endpoint({
  name: 'reports.campaignsByExecutive',
  method: 'GET',
  path: '/reports/campaigns_by_executive',
  access: readReports,
  spec,
  query: boardQuery,
  answer: reportAnswer,
});

/**
 * Who reads the occupation boards: report readers and whoever browses availability (a provider: its own units
 * only). Occupation is of the inventory, not of the caller's campaigns.
 */
const occupationAccess = { permissions: ['reports.browse', 'browse_availability'] } as const;

/**
 * Occupancy per media type over the period (default: 30 days from today; at most 366): live units, available
 * unit-days, unit-days sold (contracted or finished campaigns), held (reservations, bookings), busy, occupancy %.
 */
export const mediaOccupation = endpoint({
  name: 'reports.mediaOccupation',
  method: 'GET',
  path: '/reports/media_occupation',
  access: occupationAccess,
  spec,
  query: boardQuery,
  answer: reportAnswer,
});

/** Ad-space (spot) occupancy per media type: spots, available spot-days, busy spot-days, occupancy %. */
export const adOccupation = endpoint({
  name: 'reports.adOccupation',
  method: 'GET',
  path: '/reports/ad_occupation',
  access: occupationAccess,
  spec,
  query: boardQuery,
  answer: reportAnswer,
});
