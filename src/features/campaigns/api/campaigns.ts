/** The campaigns mirrored on this device (product.md §2–§5 campaigns), read live: offline, and updating as pulls land. */
import type { CampaignRow } from '#src/sync/index.ts';
import { useFreshness, useLiveRows } from '#src/sync/index.ts';

export type { CampaignRow };

/** Every mirrored campaign; undefined while loading. */
export function useCampaigns(): CampaignRow[] | undefined {
  return useLiveRows((db) => db.campaigns.toArray(), []);
}

/** End of the last complete pull of campaigns (epoch ms), null when never. */
export function useCampaignsFreshness(): number | null {
  return useFreshness('campaigns').lastPulledAt;
}
