/**
 * Filtering of the campaign list (pure): a status, a campaign type
 * (budget, package, manual) and an accent-insensitive search over the name,
 * client and place; most recently changed first.
 */
import { foldText } from '#src/lib/text.ts';
import type { CampaignRow } from '#src/sync/index.ts';

export { CAMPAIGN_TYPES, type CampaignType } from '#src/domain/steps.ts';

export interface CampaignFilter {
  search: string;
  status: string;
  type: string;
}

export function filterCampaigns(rows: readonly CampaignRow[], filter: CampaignFilter): CampaignRow[] {
  const words = foldText(filter.search).split(/\s+/).filter(Boolean);
  return rows
    .filter(
      (c) => (!filter.status || c.status === filter.status) && (!filter.type || c.campaign_type.key === filter.type),
    )
    .filter((c) => {
      const text = foldText(`${c.name} ${c.client.name} ${c.place}`);
      return words.every((w) => text.includes(w));
    })
    .toSorted((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
}

/** The statuses present, sorted (for the filter). */
export const statusesOf = (rows: readonly CampaignRow[]): string[] =>
  [...new Set(rows.map((c) => c.status))].toSorted();
