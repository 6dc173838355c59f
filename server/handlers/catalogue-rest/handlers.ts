/**
 * The rest of the catalogue sections on the reference server (contract src/api/contract/catalogue-rest.ts), by part:
 * pois.ts (a unit's rules and nearby POIs, POI and audience sync), unit-products.ts, internal-media-types.ts,
 * campaign-creative.ts. Gathered here as `catalogueRestHandlers`.
 */
import { unitReadHandlers, syncHandlers } from './pois.ts';
import { productHandlers } from './unit-products.ts';
import { internalHandlers } from './internal-media-types.ts';
import { campaignHandlers } from './campaign-creative.ts';
export const catalogueRestHandlers = [
  ...unitReadHandlers,
  ...syncHandlers,
  ...productHandlers,
  ...internalHandlers,
  ...campaignHandlers,
];
