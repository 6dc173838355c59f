/**
 * The sales pipeline's contract (issue 16, docs/sales-pipeline.md): packages, bookings (reservations), discount
 * requests and special prices, proposals (and the older /proposal set).
 */
export * from './sales/packages.ts';
export * from './sales/bookings.ts';
export * from './sales/price-requests.ts';
export * from './sales/proposals.ts';
export * from './sales/proposals-legacy.ts';
