/**
 * A campaign's statuses and what each allows, shared by the app and the
 * reference server (spec product.md §4 "Campaign: draft → in progress →
 * reserved → contracted; finished, cancelled"). Pure: no React, no I/O.
 */

export const CAMPAIGN_STATUSES = ['draft', 'in_progress', 'reserved', 'contracted', 'finished', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Statuses in which the cart, dates and steps may still change. */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'in_progress', 'reserved'];
/** Statuses in which a campaign holds its units (they are busy for other campaigns). */
export const HOLDING_STATUSES: readonly CampaignStatus[] = ['reserved', 'contracted'];

/** True when the campaign no longer changes (contracted, finished or cancelled). */
export function isCampaignLocked(status: string): boolean {
  return !(EDITABLE_STATUSES as readonly string[]).includes(status);
}
