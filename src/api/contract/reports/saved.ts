/**
 * Saved reports (api-catalogue.md "Reports": generic list, show, store; `GET /{id}/units`, `GET /{id}/download`,
 * `GET /{id}/retry`, `POST /{id}/share`; product.md §2 reports list, reports/{id}; issue 18; docs/reports.md "Saved
 * reports").
 *
 * A saved report is a named kind and filter of its owner, run when stored and on every retry; its last result is
 * kept, so opening it answers what was computed then (with column labels in the reader's language), and its
 * download is that result as an .xlsx. It is computed in its owner's reach (spec §6), whoever reads it.
 * Who reaches one (ownership rule `report`): its owner, the accounts it was shared with, managers and
 * administrators (`reports.*`); anyone else 404. Retry and share: its owner or `reports.*` (403 otherwise).
 */
import * as v from 'valibot';
import { idParams, paginated, paginationQuery } from '../common.ts';
import { endpoint } from '../define.ts';
import {
  readReports,
  readSaved,
  reportUnit,
  savedReport,
  savedReportAnswer,
  savedReportQuery,
  shareReportBody,
  spec,
  storeReportBody,
} from './shapes.ts';

/** The saved reports the caller reaches, newest first; `kind`, words of `search` in the name. */
export const savedReports = endpoint({
  name: 'reports.list',
  method: 'GET',
  path: '/reports',
  access: readReports,
  spec,
  query: savedReportQuery,
  answer: paginated(savedReport),
});

/** One saved report with its last result. */
export const showSavedReport = endpoint({
  name: 'reports.show',
  method: 'GET',
  path: '/reports/{id}',
  access: readSaved,
  spec,
  params: idParams,
  answer: savedReportAnswer,
});

/** Saves a report for the caller and runs it (a bad filter: 422, nothing saved). */
export const storeSavedReport = endpoint({
  name: 'reports.store',
  method: 'POST',
  path: '/reports',
  access: readReports,
  spec,
  body: storeReportBody,
  answer: savedReportAnswer,
});

/** Runs a saved report again (its owner or `reports.*`); a run that fails leaves it `failed` with the reason. */
export const retrySavedReport = endpoint({
  name: 'reports.retry',
  method: 'GET',
  path: '/reports/{id}/retry',
  access: readSaved,
  spec,
  params: idParams,
  answer: savedReportAnswer,
});

/**
 * Shares a saved report (its owner or `reports.*`): each account in `user_ids` may then read it; each address in
 * `emails` is mailed its link (an address of an account shares with that account too). 422 without a recipient or
 * with an unknown account.
 */
export const shareSavedReport = endpoint({
  name: 'reports.share',
  method: 'POST',
  path: '/reports/{id}/share',
  access: readSaved,
  spec,
  params: idParams,
  body: shareReportBody,
  answer: savedReportAnswer,
});

/** The units of a saved report's lines (its filter, its owner's reach), by title, with their includes. */
export const savedReportUnits = endpoint({
  name: 'reports.units',
  method: 'GET',
  path: '/reports/{id}/units',
  access: readSaved,
  spec,
  params: idParams,
  query: v.object(paginationQuery),
  answer: paginated(reportUnit),
});

/** The last result of a saved report as an .xlsx (exports.ts layout); 409 when its last run failed. */
export const downloadSavedReport = endpoint({
  name: 'reports.download',
  method: 'GET',
  path: '/reports/{id}/download',
  access: readSaved,
  spec,
  params: idParams,
  answer: v.unknown(),
  answerKind: 'file',
});
