/**
 * The campaigns the cameras screen offers (issue 20; product.md §2 dashboard cameras): searched on the server among
 * the campaigns the account reaches — GET /client/campaigns for accounts that read campaigns, GET /provider/campaigns
 * for a provider (who reads only its own) — kept on the device, so the last choices show offline.
 */
import { campaignsOfProvider } from '#src/api/contract/art/provider-campaigns.ts';
import { campaigns } from '#src/api/contract/catalogue-lists.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useRead, useSyncEngine, type Read } from '#src/sync/index.ts';

/** Campaigns offered per search. */
export const CAMPAIGN_CHOICES = 8;

/** A campaign to choose: its name and a line under it (status, or the client for a provider). */
export interface CampaignChoice {
  id: number;
  name: string;
  detail: string;
}

/** The campaigns matching `search` (part of the name; empty: the first ones), from the list the account may read. */
export function useCampaignChoices(search: string): Read<CampaignChoice[]> {
  const { permissions } = useSyncEngine();
  const asProvider = !hasPermission(permissions, 'campaigns.show') && hasPermission(permissions, 'campaignsProvider.*');
  const staff = useRead(
    campaigns,
    { query: { search: search || undefined, per_page: CAMPAIGN_CHOICES } },
    {
      enabled: !asProvider,
      keep: true,
      select: (a): CampaignChoice[] => a.data.map((c) => ({ id: c.id, name: c.name, detail: c.status })),
    },
  );
  const provider = useRead(
    campaignsOfProvider,
    { query: { name: search || undefined, per_page: CAMPAIGN_CHOICES } },
    {
      enabled: asProvider,
      keep: true,
      select: (a): CampaignChoice[] => a.data.map((c) => ({ id: c.id, name: c.name, detail: c.client.name })),
    },
  );
  return asProvider ? provider : staff;
}
