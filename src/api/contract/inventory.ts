/**
 * Provider inventory (product.md §2, §4; api-catalogue.md "Units", "Media types and materials"): one file per
 * resource under inventory/. Prices in pesos; dates YYYY-MM-DD; who may call what: each endpoint's `access`.
 */
export * from './inventory/shared.ts';
export * from './inventory/units.ts';
export * from './inventory/unit-holdings.ts';
export * from './inventory/unit-rules.ts';
export * from './inventory/unit-sizes.ts';
export * from './inventory/unit-reservations.ts';
export * from './inventory/media-types.ts';
export * from './inventory/materials.ts';
export * from './inventory/provider-files.ts';
