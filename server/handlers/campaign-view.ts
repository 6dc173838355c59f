/**
 * How campaigns are answered (contract src/api/contract/campaigns.ts `campaignDetail`, catalogue-lists.ts
 * `campaignSummary`; product.md §3, §4, §9), one place for the list, the view and every call that changes a
 * campaign, so a change answers exactly what the next view or pull would bring. By part under campaign-view/:
 * scope.ts (who reaches which campaign, summaries), availability.ts (holds and busy days), pricing.ts (the quote
 * and what is stored of it), detail.ts (the whole campaign as the editor shows it).
 */
export * from './campaign-view/scope.ts';
export * from './campaign-view/availability.ts';
export * from './campaign-view/pricing.ts';
export * from './campaign-view/detail.ts';
