/**
 * Creative approval calls (product.md §2, §4 inventory and creative approval; api-catalogue.md "Art requests, art
 * manager, art adaptation, colour proofs" and "Provider campaigns"), one file per resource under art/: the art
 * manager's versions and decisions, art requests, art adaptation requests, colour proofs and the provider's
 * campaigns. Shared access rules and field shapes are art/shared.ts; the state rules are server/domain/art-rules.ts.
 * Money in pesos, dates YYYY-MM-DD, timestamps ISO 8601.
 */
export { artFile, type ArtFile } from './art/shared.ts';
export * from './art/art-manager.ts';
export * from './art/art-requests.ts';
export * from './art/adaptations.ts';
export * from './art/colour-proofs.ts';
export * from './art/provider-campaigns.ts';
