/**
 * Campaign planning on the reference server (contract src/api/contract/campaigns.ts, api-catalogue.md "Campaigns"
 * and "Units (client)", product.md §3, §4, §5, §9), by part:
 * - `shared.ts`: `change`, the one transaction every change runs in, and the checks the parts share;
 * - `basic-data.ts`, `steps.ts`, `cart.ts`: what each change applies;
 * - `reads.ts`, `unit-reads.ts`: the campaign's and its units' reads; `changes.ts`: the change endpoints;
 * - `packages.ts`: a package campaign made in one call, a package's units and segments for a campaign.
 * This file gathers them all as `campaignHandlers`, registered by handlers/index.ts.
 */
import { readHandlers } from './reads.ts';
import { unitReadHandlers } from './unit-reads.ts';
import { changeHandlers } from './changes.ts';
import { packageCampaignHandlers } from './packages.ts';
/** Every campaign-planning endpoint of the contract (reads, unit reads, changes, package campaigns). */
export const campaignHandlers = [...readHandlers, ...unitReadHandlers, ...changeHandlers, ...packageCampaignHandlers];
