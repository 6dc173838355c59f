/**
 * The campaign a report page is about (product.md §2 campaigns/{type}/{id}/performance-report, unit-report,
 * yodageek; issue 18), and the look-up names its pages show.
 *
 * The campaign is read from the server (`GET /client/campaigns/{id}/view`, kept on the device: offline the last
 * answer shows, saying when). When that read has no answer at all — offline or still loading — the copy the
 * campaign editor mirrored on this device (`campaignDetails`) stands in, so a campaign opened once still shows. A
 * refusal (404, 403) is never hidden behind the mirrored copy.
 */
import * as c from '#src/api/contract/campaigns.ts';
import type { CampaignDetail } from '#src/api/contract/campaigns.ts';
import { useLiveRows, useRead, type Read } from '#src/sync/index.ts';

export type { CampaignDetail };

/** What a report page knows of its campaign. */
export interface ReportCampaign {
  /** The campaign to show; undefined while there is none (see `read`). */
  campaign: CampaignDetail | undefined;
  /** The server read (its state says loading, offline, kept or refused). */
  read: Read<CampaignDetail>;
  /** True when `campaign` is the copy mirrored on this device because the read got no answer. */
  fromMirror: boolean;
}

/** Campaign `id` for a report page (module doc). */
export function useReportCampaign(id: number): ReportCampaign {
  const read = useRead(c.view, { params: { id } }, { keep: true, select: (a) => a.data });
  const mirrored = useLiveRows(async (db) => (await db.campaignDetails.get(id)) ?? null, [id], null);
  if (read.value !== undefined) return { campaign: read.value, read, fromMirror: false };
  const stand = (read.state === 'offline' || read.state === 'loading') && mirrored ? mirrored : undefined;
  return { campaign: stand, read, fromMirror: stand !== undefined };
}

const NO_NAMES = new Map<number, string>();

/** Media type names by id, from the mirrored look-up (offline too); an empty map while loading. */
export function useMediaTypeNames(): ReadonlyMap<number, string> {
  return useLiveRows(async (db) => new Map((await db.mediaTypes.toArray()).map((m) => [m.id, m.name])), [], NO_NAMES);
}

/** City names by id, from the mirrored look-up (offline too); an empty map while loading. */
export function useCityNames(): ReadonlyMap<number, string> {
  return useLiveRows(async (db) => new Map((await db.cities.toArray()).map((m) => [m.id, m.name])), [], NO_NAMES);
}

/**
 * The name of Yoda factor `key` in the interface language (`GET /client/campaigns/yoda_factors`, kept on the
 * device); the key itself while the names are not at hand; null without a key.
 */
export function useYodaFactorName(key: string | null): string | null {
  const read = useRead(c.yodaFactors, {}, { keep: true, enabled: key !== null, select: (a) => a.data });
  if (key === null) return null;
  return read.value?.find((f) => f.key === key)?.name ?? key;
}
