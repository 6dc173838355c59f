/**
 * The creative-approval actions that are online, not queued (api-catalogue.md "Art requests", "Art adaptation"):
 * creating or editing an art request and asking for an adaptation need the server's answer (the new id, the 422
 * messages under each field). Each reads again what it changed (`useInvalidate`).
 */
import { useCallback } from 'react';
import * as art from '#src/api/contract/art.ts';
import { useInvalidate, useSyncEngine } from '#src/sync/index.ts';

/**
 * Creates (`id` null) or updates an art request.
 * @returns the request as the server has it
 * @throws ApiError (network: offline; 422 with the fields' messages; 409 once paid)
 */
export function useSaveArtRequest() {
  const engine = useSyncEngine();
  const invalidate = useInvalidate();
  return useCallback(
    async (id: number | null, body: { campaignId: number | null; description: string; mediaTypeIds: number[] }) => {
      const fields = {
        description: body.description,
        ...(body.mediaTypeIds.length ? { media_type_ids: body.mediaTypeIds } : {}),
      };
      const answer = id
        ? await engine.transport.call(art.updateArtRequest, { params: { id }, body: fields })
        : await engine.transport.call(art.storeArtRequest, { body: { campaign_id: body.campaignId ?? 0, ...fields } });
      await invalidate(art.artRequests, art.showArtRequest);
      return answer.data;
    },
    [engine, invalidate],
  );
}

/**
 * Asks for an adaptation of a campaign's artwork.
 * @returns the new adaptation request
 * @throws ApiError (network: offline; 422)
 */
export function useCreateAdaptation() {
  const engine = useSyncEngine();
  const invalidate = useInvalidate();
  return useCallback(
    async (campaignId: number, description: string) => {
      const answer = await engine.transport.call(art.storeAdaptation, {
        params: { id: campaignId },
        body: { description },
      });
      await invalidate(art.campaignAdaptations);
      return answer.data;
    },
    [engine, invalidate],
  );
}
