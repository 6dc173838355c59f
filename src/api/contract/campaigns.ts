/**
 * Campaign planning calls (product.md §2–§5 campaigns; api-catalogue.md "Campaigns", base /client/campaigns, and
 * the client "Units" reads of a unit's page), one file per part under campaigns/: shared shapes and access
 * (`campaignDetail`, the answer of every change), reads, the editor's steps, the cart and its end, a unit's page.
 * Money in pesos (2 decimals), `price` pesos per day, dates YYYY-MM-DD, durations in days (inclusive).
 */
export {
  advancedFilters,
  advancedFiltersInput,
  campaignCountry,
  campaignDetail,
  campaignMediaType,
  cartGroup,
  cartUnit,
  period,
  type AdvancedFilters,
  type CampaignDetail,
  type CampaignMediaType,
  type CartUnit,
  type Period,
} from './campaigns/shared.ts';
export * from './campaigns/reads.ts';
export * from './campaigns/steps.ts';
export * from './campaigns/cart.ts';
export * from './campaigns/unit-page.ts';
export * from './campaigns/packages.ts';
export * from './campaigns/live-feed.ts';
