/**
 * Reports (issue 18; api-catalogue.md "Reports"; product.md §2 reports list, reports/excel, reports/{id}, §6, §8;
 * docs/reports.md), one file per part under reports/: shapes (filter, table, saved report), the report kinds and
 * boards, the spreadsheet exports, saved reports.
 */
export * from './reports/shapes.ts';
export * from './reports/kinds.ts';
export * from './reports/exports.ts';
export * from './reports/saved.ts';
