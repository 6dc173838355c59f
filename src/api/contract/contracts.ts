/**
 * Contracts, orders, billing and payments (issue 17; api-catalogue.md "Contracts", "Orders", "Files…/Billing",
 * "Payments"; docs/contracts-billing.md), one file per part under contracts/.
 */
export * from './contracts/contracts.ts';
export * from './contracts/contract-parts.ts';
export * from './contracts/contract-units.ts';
export * from './contracts/orders.ts';
export * from './contracts/contract-files.ts';
export * from './contracts/contract-order-jobs.ts';
