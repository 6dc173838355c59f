/**
 * Shapes of the reports area (issue 18; api-catalogue.md "Reports"; product.md §2 reports list, reports/excel,
 * reports/{id}; docs/reports.md): the filter every report takes, the table every report answers, saved reports.
 *
 * A report is a typed table: `columns` (key, label in the caller's language, type, whether the totals row sums it),
 * `rows` (a value per column key), `totals` (the sum of each summed column — money summed in centavos, so the
 * totals equal the sum of the rows exactly — and the overall percentage or average of the others), and the
 * `currency` its money is in: a report covers the lines of one currency (the filter's, else its country's, else
 * the one with most sales in reach); `currencies` lists every currency the filter reaches, to offer the others.
 * Money is pesos with 2 decimals; percentages 0..100 with 2 decimals; dates `YYYY-MM-DD`; months `YYYY-MM`.
 */
import * as v from 'valibot';
import { CAMPAIGN_STATUSES } from '#src/domain/campaign-status.ts';
import { COLUMN_TYPES, REPORT_KINDS } from '#src/domain/report-rules.ts';
import { CONTRACT_STATUSES } from '#src/domain/contract-rules.ts';
import { email, id, isoDate, paginationQuery, requiredText, text } from '../common.ts';

export const spec = 'api-catalogue.md Reports; product.md §2 reports, §6, §8';

/** Who reads reports (spec §6): `reports.*` (managers, administrators: everything), `reports.browse` (own figures). */
export const readReports = { permissions: ['reports.browse'] } as const;
/** A saved report the caller reaches (ownership rule `report`). */
export const readSaved = { permissions: ['reports.browse'], owner: { resource: 'report', param: 'id' } } as const;

/** An ISO 4217 code, upper-cased. */
export const currencyCode = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'),
);

/**
 * The filter of every report (the body of `POST /reports/<kind>`, the query of the GET boards; all optional):
 * - `from`, `to`: the period, `YYYY-MM-DD` inclusive — a campaign line counts when its dates overlap it (`to` not
 *   before `from`, at most 1096 days; 422 under `to`);
 * - `country_id`, `media_type_id`, `provider_id`: of the line's unit; `client_id`: the campaign's buyer;
 *   `seller_id`: the executive (the contract's owner, else the client's first assigned seller);
 *   `status`: the campaign's; `campaign_type`; `package_id`: lines of that package's units;
 * - `currency`: the currency of the report's money (default: the country's, else the one with most sales).
 */
export const reportFilterEntries = {
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  country_id: v.optional(id),
  media_type_id: v.optional(id),
  provider_id: v.optional(id),
  client_id: v.optional(id),
  seller_id: v.optional(id),
  package_id: v.optional(id),
  status: v.optional(v.picklist(CAMPAIGN_STATUSES)),
  campaign_type: v.optional(v.picklist(['budget', 'package', 'manual'])),
  currency: v.optional(currencyCode),
};
export const reportFilter = v.object(reportFilterEntries);
export type ReportFilterInput = v.InferInput<typeof reportFilter>;
export type ReportFilter = v.InferOutput<typeof reportFilter>;

/** A column: its key in the rows, its label in the caller's language, its type, and whether the totals sum it. */
export const reportColumn = v.object({
  key: v.string(),
  label: v.string(),
  type: v.picklist(COLUMN_TYPES),
  summed: v.boolean(),
});
export type ReportColumn = v.InferOutput<typeof reportColumn>;

const cell = v.nullable(v.union([v.string(), v.number()]));

/** A report as every report call answers it (module doc). */
export const reportTable = v.object({
  /** The report kind (a POST kind or a GET board). */
  kind: v.string(),
  /** Its title in the caller's language. */
  title: v.string(),
  columns: v.array(reportColumn),
  rows: v.array(v.record(v.string(), cell)),
  totals: v.record(v.string(), v.nullable(v.number())),
  /** The currency of its money columns; null when it has none (or the lines reached have no sale). */
  currency: v.nullable(v.string()),
  /** Every currency the filter reaches, most sold first. */
  currencies: v.array(v.string()),
  /** The filter as applied (defaults filled: the currency, the boards' window). */
  filter: v.record(v.string(), cell),
  /** When it was computed (ISO timestamp, the server's clock). */
  generated_at: v.string(),
});
export type ReportTable = v.InferOutput<typeof reportTable>;

/** `{ data: table }`, the answer of every report call. */
export const reportAnswer = v.object({ data: reportTable });

/** The file the agency export stored (a spreadsheet readable by its maker through `GET /files/get/{id}`). */
export const exportedFile = v.object({ id: v.number(), name: v.string(), size: v.number(), url: v.string() });

// ── Saved reports ───────────────────────────────────────────────────────────

/** Statuses of a saved report: `ready` (its last run answered), `failed` (its last run failed: retry it). */
export const SAVED_REPORT_STATUSES = ['ready', 'failed'] as const;

/** Someone a saved report was shared with: an account (which then reads it) or an address mailed the link. */
export const reportShare = v.object({
  user: v.nullable(v.object({ id: v.number(), name: v.string() })),
  email: v.string(),
  message: v.string(),
  shared_at: v.string(),
});

/** A saved report as lists show it. */
export const savedReport = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(REPORT_KINDS),
  filter: v.record(v.string(), cell),
  status: v.picklist(SAVED_REPORT_STATUSES),
  /** Why its last run failed (caller's language when it was run), else null. */
  error: v.nullable(v.string()),
  last_run_at: v.nullable(v.string()),
  owner: v.object({ id: v.number(), name: v.string() }),
  /** True when the caller owns it (may retry and share it). */
  mine: v.boolean(),
  shares: v.array(reportShare),
  created_at: v.string(),
  updated_at: v.string(),
});
export type SavedReport = v.InferOutput<typeof savedReport>;

/** A saved report with its last result (null when its last run failed). Column labels in the caller's language. */
export const savedReportDetail = v.object({ ...savedReport.entries, result: v.nullable(reportTable) });
export type SavedReportDetail = v.InferOutput<typeof savedReportDetail>;

export const savedReportAnswer = v.object({ data: savedReportDetail, message: v.optional(v.string()) });

/** List query of saved reports: page, kind, words of the name. */
export const savedReportQuery = v.object({
  ...paginationQuery,
  kind: v.optional(v.picklist(REPORT_KINDS)),
  search: v.optional(text(120)),
});

/** Body of `POST /reports`: a name, a kind and its filter. */
export const storeReportBody = v.object({
  name: requiredText(120),
  kind: v.picklist(REPORT_KINDS),
  filter: v.optional(reportFilter),
});

/** Body of `POST /reports/{id}/share`: accounts and/or addresses (at least one, 50 each), an optional message. */
export const shareReportBody = v.object({
  user_ids: v.optional(v.pipe(v.array(id), v.maxLength(50))),
  emails: v.optional(v.pipe(v.array(email), v.maxLength(50))),
  message: v.optional(text(1000)),
});

const named = v.object({ id: v.number(), name: v.string() });

/** A unit of a saved report's lines, with the includes of api-catalogue.md §2 (file, media type, places, size). */
export const reportUnit = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  /** Its first image. */
  file: v.nullable(v.object({ id: v.number(), url: v.string() })),
  media_type: named,
  country: named,
  state: named,
  city: named,
  circuit: v.nullable(named),
  unit_type: v.nullable(named),
});
export type ReportUnit = v.InferOutput<typeof reportUnit>;

// ── Contract and route reports ──────────────────────────────────────────────

/** Query of the contracts report: contract status, period (overlapping the contract's lines), client, owner, words. */
export const contractReportQuery = v.object({
  status: v.optional(v.picklist(CONTRACT_STATUSES)),
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  client_id: v.optional(id),
  seller_id: v.optional(id),
  search: v.optional(text(120)),
  locale: v.optional(v.picklist(['es', 'en'])),
});

/** Query of the routes report: the route's day in the period, its technician, its status. */
export const routeReportQuery = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  technician_id: v.optional(id),
  status: v.optional(v.picklist(['pending', 'in_progress', 'finished'])),
  locale: v.optional(v.picklist(['es', 'en'])),
});
