/**
 * Named mutations of campaign planning (product.md §2–§5 campaigns), as the sync engine registers
 * them: every change to a campaign's cart and editor state is queued in the outbox, so it works
 * offline and reaches the server once, in order (api-catalogue.md "Campaigns"):
 * - mutations/campaigns.ts: `campaigns.attachUnit`, `campaigns.detachUnit`, `campaigns.dates`,
 *   `campaigns.unitsUpdate`, named after their endpoints (screens: `useMutation(campaigns.attachUnit)`);
 * - mutations/campaign-step.ts: `campaign.step`, every step call of the editor;
 * - mutations/campaign-action.ts: `campaign.action`, the campaign actions (reserve, contract, …).
 * The last two pick one of several endpoints from their args, so they keep names of their own.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract
 * and pure models.
 */
import type { AnyMutation } from '#src/sync/mutations.ts';
import * as campaigns from './mutations/campaigns.ts';
import { campaignStep } from './mutations/campaign-step.ts';
import { campaignAction } from './mutations/campaign-action.ts';

export { campaigns, campaignStep, campaignAction };
export type { StepArgs } from './mutations/campaign-step.ts';
export type { ActionArgs } from './mutations/campaign-action.ts';
export { SIDE_A_SETTING, writeCampaign } from './mutations/shared.ts';

export const campaignMutations: readonly AnyMutation[] = [
  campaigns.attachUnit,
  campaigns.detachUnit,
  campaigns.dates,
  campaigns.unitsUpdate,
  campaignStep,
  campaignAction,
];
