/**
 * What the creative-approval screens know besides the server's reads (product.md §4, §6): who the account is
 * here (permissions), the mirrored media types, the provider's print materials (a kept read), a queued upload's
 * stored Blob for an offline preview, and the links of the zips the server builds on the fly.
 */
import * as art from '#src/api/contract/art.ts';
import { buildPath } from '#src/api/contract/define.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { materials } from '#src/api/contract/inventory.ts';
import { useLiveRows, useRead, useSyncEngine, useSyncStatus, type BlobRow } from '#src/sync/index.ts';

/** The stored Blob of a queued upload (to preview it offline); null when gone. */
export function useQueuedBlob(entryId: string, key = 'file'): BlobRow | null | undefined {
  return useLiveRows(async (db) => (await db.blobs.get(`${entryId}/${key}`)) ?? null, [entryId, key]);
}

/** The mirrored media types (id, name), for choosing those an art request covers. */
export function useMediaTypeNames(): { id: number; name: string }[] {
  return useLiveRows(
    async (db) => (await db.mediaTypes.toArray()).map((m) => ({ id: m.id, name: m.name })),
    [],
    [] as { id: number; name: string }[],
  );
}

/**
 * The provider's print materials (GET /provider/materials, first 100), for the colour-proof upload; kept on the
 * device for an offline reload. Empty without the `materials.*` permission (not read).
 */
export function useProviderMaterials(): { id: number; name: string }[] {
  const allowed = hasPermission(useSyncEngine().permissions, 'materials.*');
  const read = useRead(
    materials,
    { query: { page: 1, per_page: 100 } },
    { keep: true, enabled: allowed, select: (a) => a.data.map((m) => ({ id: m.id, name: m.name })) },
  );
  return read.value ?? [];
}

/** Whether the device says it is online. */
export function useOnline(): boolean {
  return useSyncStatus((s) => s.online);
}

/** What the signed-in account may do here (permissions, spec §6). */
export function useArtRoles(): { provider: boolean; client: boolean; proofProvider: boolean; proofClient: boolean } {
  const { permissions } = useSyncEngine();
  return {
    provider: hasPermission(permissions, 'art.provider.*'),
    client: hasPermission(permissions, 'art.client.*'),
    proofProvider: hasPermission(permissions, 'color_proofs.provider.*'),
    proofClient: hasPermission(permissions, 'color_proofs.client.*'),
  };
}

/** Where a file endpoint of the API answers (for links: the token cookie goes with them). */
function apiUrl(path: string, params: Record<string, unknown>): string {
  const base = ((import.meta.env.VITE_API_URL as string | undefined) ?? '').replace(/\/$/, '');
  return `${base}/api${buildPath(path, params)}`;
}

/** The zip of a campaign's artwork sent to review (provider), built by the server on the fly. */
export const providerZipUrl = (campaignId: number) => apiUrl(art.providerZip.path, { id: campaignId });
/** The zip of an art request's files. */
export const artRequestZipUrl = (id: number) => apiUrl(art.artRequestZip.path, { id });
