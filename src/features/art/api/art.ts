/**
 * Creative approval on the device (product.md §2, §4 inventory and creative approval): what the art, art-request,
 * adaptation, task-art and colour-proof screens read and do.
 *
 * Reads are online (not mirrored): each goes through the engine's transport
 * and the last answer per read is kept for the signed-in account — in memory
 * for its engine and in its database (src/sync/server-reads.ts) — so a
 * screen loaded once keeps showing what it had when the connection drops,
 * even after a reload, and says from when. A read never made on this device
 * shows "needs a connection".
 *
 * Writes are the named mutations of ../mutations.ts: every decision and
 * upload is queued in the outbox (works offline) and shown from the outbox as
 * pending until the server acknowledges it; reads are repeated whenever an
 * art entry leaves the outbox, so a confirmed decision then shows as the
 * server has it. Refused entries keep the server's message (model/pending.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import * as art from '#src/api/contract/art.ts';
import * as printWork from '#src/api/contract/print-work-orders.ts';
import { buildPath } from '#src/api/contract/define.ts';
import { ApiError } from '#src/api/errors.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { materials } from '#src/api/contract/inventory.ts';
import { useServerRead } from '#src/api/use-server-read.ts';
import {
  recallRead,
  rememberRead,
  useLiveRows,
  useSyncEngine,
  useSyncStatus,
  type BlobRow,
  type SyncEngine,
} from '#src/sync/index.ts';
import {
  ART_MUTATION_PREFIXES,
  acceptAdaptationArts,
  acceptAdaptationBudget,
  acceptTaskArts,
  acceptVersion,
  approveColourProof,
  associateAdaptationArt,
  associateTaskArts,
  attachArtRequestFile,
  denyVersion,
  payArtRequest,
  rejectAdaptationArts,
  rejectAdaptationBudget,
  rejectColourProof,
  rejectTaskArts,
  sendToReview,
  uploadArtwork,
  uploadColourProof,
} from '../mutations.ts';
import { toPendingAction, type PendingAction } from '../model/pending.ts';

export type {
  ArtCampaign,
  ArtCampaignSummary,
  ArtComment,
  ArtLayout,
  ArtVersion,
  ArtRequest,
  ArtAdaptation,
  ColourProof,
  ArtFile,
} from '#src/api/contract/art.ts';
export type { Task } from '#src/api/contract/print-work-orders.ts';
export type { PendingAction };

// ── Reads ───────────────────────────────────────────────────────────────────

/** A read as the screens see it: the value (possibly the last one kept) and whether it is current. */
export interface ArtRead<T> {
  state: 'loading' | 'ready' | 'offline' | 'error';
  /** The answer, or the last one kept when offline or refused now. */
  value: T | undefined;
  /** True when `value` is an earlier answer (the latest read failed or is loading). */
  kept: boolean;
  /** When `value` was read (epoch ms); undefined without a value. */
  at?: number | undefined;
  /** The server's message on 'error'. */
  message?: string | undefined;
  /** 404: not yours or gone. */
  notFound: boolean;
  retry: () => void;
}

const memory = new WeakMap<SyncEngine, Map<string, { value: unknown; at: number }>>();
function kept(engine: SyncEngine): Map<string, { value: unknown; at: number }> {
  let m = memory.get(engine);
  if (!m) {
    m = new Map();
    memory.set(engine, m);
  }
  return m;
}
/** Key of an art read in the account's stored reads (src/sync/server-reads.ts). */
const storedKey = (key: string) => `art:${key}`;
/** Keeps `value` as the last answer of `key`: in memory for this engine and in the account's database. */
function keep(engine: SyncEngine, key: string, value: unknown): void {
  const at = Date.now();
  kept(engine).set(key, { value, at });
  void rememberRead(engine.db, storedKey(key), value, at);
}

/**
 * Reads `load` once per `key` and `refresh` (and on retry), keeping the last
 * answer per `key` for this engine (see module doc).
 */
export function useArtRead<T>(
  key: string,
  load: (engine: SyncEngine) => Promise<T>,
  refresh: unknown = 0,
  enabled = true,
): ArtRead<T> {
  const engine = useSyncEngine();
  const [attempt, setAttempt] = useState(0);
  const stamp = `${key}|${String(refresh)}|${attempt}`;
  const [result, setResult] = useState<{
    stamp: string;
    state: ArtRead<T>['state'];
    message?: string | undefined;
    status?: number;
  }>({ stamp: '', state: 'loading' });
  const [, setRecalled] = useState(0);
  // the answer kept on the device from an earlier visit, while this one loads (or when it cannot)
  useEffect(() => {
    if (!enabled || kept(engine).has(key)) return undefined;
    let live = true;
    void recallRead(engine.db, storedKey(key)).then((row) => {
      if (!row || kept(engine).has(key)) return;
      kept(engine).set(key, { value: row.value, at: row.at });
      if (live) setRecalled((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [engine, key, enabled]);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    load(engine).then(
      (value) => {
        keep(engine, key, value);
        if (live) setResult({ stamp, state: 'ready' });
      },
      (error: unknown) => {
        if (!live) return;
        const offline = error instanceof ApiError && error.isNetwork;
        setResult({
          stamp,
          state: offline ? 'offline' : 'error',
          message: error instanceof Error ? error.message : undefined,
          status: error instanceof ApiError ? error.status : undefined,
        });
      },
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; `stamp` says when to read again
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, stamp, enabled]);
  const state = result.stamp === stamp ? result.state : 'loading';
  const stored = kept(engine).get(key);
  const value = stored?.value as T | undefined;
  return {
    state,
    value,
    kept: state !== 'ready' && value !== undefined,
    at: stored?.at,
    message: result.stamp === stamp ? result.message : undefined,
    notFound: result.stamp === stamp && result.status === 404,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** Changes whenever an art entry is added to or leaves the outbox: reads depending on it are repeated. */
export function useArtOutboxStamp(): string {
  return useLiveRows(
    async (db) => {
      const keys = await db.outbox.filter((e) => ART_MUTATION_PREFIXES.some((p) => e.name.startsWith(p))).primaryKeys();
      return keys.join(',');
    },
    [],
    '',
  );
}

/** The feature's actions still in the outbox (live), in queue order. */
export function useArtActions(): PendingAction[] {
  return useLiveRows(
    async (db) => {
      const entries = await db.outbox
        .orderBy('seq')
        .filter((e) => ART_MUTATION_PREFIXES.some((p) => e.name.startsWith(p)))
        .toArray();
      return entries.map(toPendingAction);
    },
    [],
    [] as PendingAction[],
  );
}

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
 * The provider's print materials (GET /provider/materials, first 100), for the
 * colour-proof upload; kept on the device for an offline reload. Empty
 * without the `materials.*` permission.
 */
export function useProviderMaterials(): { id: number; name: string }[] {
  const engine = useSyncEngine();
  const allowed = hasPermission(engine.permissions, 'materials.*');
  const read = useServerRead(
    () =>
      allowed
        ? engine.transport
            .call(materials, { query: { page: 1, per_page: 100 } })
            .then((a) => a.data.map((m) => ({ id: m.id, name: m.name })))
        : Promise.resolve([]),
    `materials:${allowed}`,
    { persist: allowed ? 'provider-materials' : undefined },
  );
  return read.state === 'ready' ? read.value : [];
}

/** Whether the device says it is online. */
export function useOnline(): boolean {
  return useSyncStatus().online;
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

const PER_PAGE = 20;

export function useProviderArtCampaigns(
  q: { name: string; page: number; status: 'awaiting' | 'all' },
  refresh: unknown,
) {
  return useArtRead(
    `provider-campaigns:${q.name}:${q.page}:${q.status}`,
    (e) =>
      e.transport.call(art.providerArtCampaigns, {
        query: { ...(q.name ? { name: q.name } : {}), page: q.page, per_page: PER_PAGE, status: q.status },
      }),
    refresh,
  );
}

export function useProviderArtCampaign(id: number, refresh: unknown) {
  return useArtRead(
    `provider-campaign:${id}`,
    (e) => e.transport.call(art.providerArtCampaign, { params: { id } }).then((a) => a.data),
    refresh,
  );
}

export function useClientArtCampaigns(q: { name: string; page: number }, refresh: unknown) {
  return useArtRead(
    `client-campaigns:${q.name}:${q.page}`,
    (e) =>
      e.transport.call(art.clientCampaigns, {
        query: { ...(q.name ? { name: q.name } : {}), page: q.page, per_page: PER_PAGE },
      }),
    refresh,
  );
}

export function useClientArtCampaign(id: number, refresh: unknown) {
  return useArtRead(
    `client-campaign:${id}`,
    (e) => e.transport.call(art.clientCampaign, { params: { id } }).then((a) => a.data),
    refresh,
  );
}

export function useClientArtLayout(id: number) {
  return useArtRead(`client-layout:${id}`, (e) =>
    e.transport.call(art.clientLayout, { params: { id } }).then((a) => a.data),
  );
}

/** Comments of a version, as the client or the provider reads them. */
export function useVersionComments(
  role: 'client' | 'provider',
  campaignId: number,
  versionId: number,
  refresh: unknown,
  enabled: boolean,
) {
  const endpoint = role === 'client' ? art.clientComments : art.providerComments;
  return useArtRead(
    `comments:${role}:${versionId}`,
    (e) => e.transport.call(endpoint, { params: { id: campaignId, version: versionId } }).then((a) => a.data),
    refresh,
    enabled,
  );
}

export interface ProofQuery {
  status: '' | art.ColourProofStatus;
  campaignName: string;
  page: number;
}
const proofQuery = (q: ProofQuery) => ({
  ...(q.status ? { status: q.status } : {}),
  ...(q.campaignName ? { campaign_name: q.campaignName } : {}),
  page: q.page,
  per_page: PER_PAGE,
});

export function useProviderProofs(q: ProofQuery, refresh: unknown, enabled = true) {
  return useArtRead(
    `provider-proofs:${JSON.stringify(q)}`,
    (e) => e.transport.call(art.providerProofs, { query: proofQuery(q) }),
    refresh,
    enabled,
  );
}

export function useClientProofs(q: ProofQuery, refresh: unknown, enabled = true) {
  return useArtRead(
    `client-proofs:${JSON.stringify(q)}`,
    (e) => e.transport.call(art.clientProofs, { query: proofQuery(q) }),
    refresh,
    enabled,
  );
}

export function useCampaignProofs(campaignId: number, refresh: unknown) {
  return useArtRead(
    `campaign-proofs:${campaignId}`,
    (e) => e.transport.call(art.campaignProofs, { params: { id: campaignId } }).then((a) => a.data),
    refresh,
  );
}

export function useProof(id: number, refresh: unknown) {
  return useArtRead(
    `proof:${id}`,
    (e) => e.transport.call(art.showProof, { params: { id } }).then((a) => a.data),
    refresh,
  );
}

export function useArtRequests(
  q: { search: string; status: '' | 'requested' | 'paid'; page: number },
  refresh: unknown,
) {
  return useArtRead(
    `art-requests:${JSON.stringify(q)}`,
    (e) =>
      e.transport.call(art.artRequests, {
        query: {
          ...(q.search ? { search: q.search } : {}),
          ...(q.status ? { status: q.status } : {}),
          page: q.page,
          per_page: PER_PAGE,
        },
      }),
    refresh,
  );
}

export function useArtRequest(id: number, refresh: unknown) {
  return useArtRead(
    `art-request:${id}`,
    (e) => e.transport.call(art.showArtRequest, { params: { id } }).then((a) => a.data),
    refresh,
    id > 0,
  );
}

export function useArtRequestLayout(id: number) {
  return useArtRead(`art-request-layout:${id}`, (e) =>
    e.transport.call(art.artRequestLayout, { params: { id } }).then((a) => a.data),
  );
}

/**
 * Creates or updates an art request (online: the server gives the id and the 422 messages).
 * @throws ApiError (network: offline; 422 with the fields' messages; 409 once paid)
 */
export function useSaveArtRequest() {
  const engine = useSyncEngine();
  return useCallback(
    async (id: number | null, body: { campaignId: number | null; description: string; mediaTypeIds: number[] }) => {
      const fields = {
        description: body.description,
        ...(body.mediaTypeIds.length ? { media_type_ids: body.mediaTypeIds } : {}),
      };
      const answer = id
        ? await engine.transport.call(art.updateArtRequest, { params: { id }, body: fields })
        : await engine.transport.call(art.storeArtRequest, { body: { campaign_id: body.campaignId ?? 0, ...fields } });
      keep(engine, `art-request:${answer.data.id}`, answer.data);
      return answer.data;
    },
    [engine],
  );
}

export function useCampaignAdaptations(campaignId: number, refresh: unknown) {
  return useArtRead(
    `adaptations:${campaignId}`,
    (e) => e.transport.call(art.campaignAdaptations, { params: { id: campaignId } }).then((a) => a.data),
    refresh,
    campaignId > 0,
  );
}

export function useAdaptation(id: number, refresh: unknown) {
  return useArtRead(
    `adaptation:${id}`,
    (e) => e.transport.call(art.showAdaptation, { params: { id } }).then((a) => a.data),
    refresh,
  );
}

export function useAdaptationTasks(id: number) {
  return useArtRead(`adaptation-tasks:${id}`, (e) =>
    e.transport.call(art.adaptationTasks, { params: { id } }).then((a) => a.data),
  );
}

/**
 * Asks for an adaptation of a campaign's artwork (online: the server gives its id).
 * @throws ApiError (network: offline; 422)
 */
export function useCreateAdaptation() {
  const engine = useSyncEngine();
  return useCallback(
    async (campaignId: number, description: string) =>
      (await engine.transport.call(art.storeAdaptation, { params: { id: campaignId }, body: { description } })).data,
    [engine],
  );
}

export function useTask(id: number, refresh: unknown) {
  return useArtRead(
    `task:${id}`,
    (e) => e.transport.call(printWork.showTask, { params: { id } }).then((a) => a.data),
    refresh,
  );
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

// ── Actions ─────────────────────────────────────────────────────────────────

/** Every decision and upload of the feature, queued in the outbox (each resolves once stored on the device). */
export function useArtCommands() {
  const engine = useSyncEngine();
  return {
    uploadArtwork: useCallback(
      (a: { campaignId: number; mediaTypeId: number; mediaTypeName: string; comment?: string }, file: File) =>
        engine.enqueue(
          uploadArtwork,
          {
            ...a,
            file: 'file',
            fileName: file.name,
            ...(a.comment?.trim() ? { comment: a.comment } : { comment: undefined }),
          },
          { blobs: { file } },
        ),
      [engine],
    ),
    sendToReview: useCallback(
      (a: { campaignId: number; mediaTypeId: number; mediaTypeName: string }) => engine.enqueue(sendToReview, a),
      [engine],
    ),
    accept: useCallback(
      (a: {
        campaignId: number;
        versionId: number;
        versionNumber: number;
        unitId: number;
        unitTitle: string;
        comment?: string;
      }) => engine.enqueue(acceptVersion, { ...a, comment: a.comment?.trim() ? a.comment : undefined }),
      [engine],
    ),
    deny: useCallback(
      (a: {
        campaignId: number;
        versionId: number;
        versionNumber: number;
        unitId: number;
        unitTitle: string;
        comment: string;
      }) => engine.enqueue(denyVersion, a),
      [engine],
    ),
    uploadProof: useCallback(
      (
        a: {
          campaignId: number;
          campaignName: string;
          note?: string;
          mediaTypeId?: number;
          materialId?: number;
          unitIds?: number[];
        },
        file: File,
      ) =>
        engine.enqueue(
          uploadColourProof,
          { ...a, file: 'file', fileName: file.name, note: a.note?.trim() ? a.note : undefined },
          { blobs: { file } },
        ),
      [engine],
    ),
    approveProof: useCallback(
      (a: { proofId: number; campaignName: string; comment?: string }) =>
        engine.enqueue(approveColourProof, { ...a, comment: a.comment?.trim() ? a.comment : undefined }),
      [engine],
    ),
    rejectProof: useCallback(
      (a: { proofId: number; campaignName: string; comment: string }) => engine.enqueue(rejectColourProof, a),
      [engine],
    ),
    attachRequestFile: useCallback(
      (requestId: number, file: File) =>
        engine.enqueue(attachArtRequestFile, { requestId, file: 'file', fileName: file.name }, { blobs: { file } }),
      [engine],
    ),
    payRequest: useCallback(
      (requestId: number, budget: number) => engine.enqueue(payArtRequest, { requestId, budget }),
      [engine],
    ),
    adaptationArt: useCallback(
      (a: { adaptationId: number; campaignName: string }, file: File) =>
        engine.enqueue(associateAdaptationArt, { ...a, file: 'file', fileName: file.name }, { blobs: { file } }),
      [engine],
    ),
    acceptAdaptationArts: useCallback(
      (a: { adaptationId: number; campaignName: string }) => engine.enqueue(acceptAdaptationArts, a),
      [engine],
    ),
    rejectAdaptationArts: useCallback(
      (a: { adaptationId: number; campaignName: string; comment: string }) => engine.enqueue(rejectAdaptationArts, a),
      [engine],
    ),
    acceptAdaptationBudget: useCallback(
      (a: { adaptationId: number; campaignName: string }) => engine.enqueue(acceptAdaptationBudget, a),
      [engine],
    ),
    rejectAdaptationBudget: useCallback(
      (a: { adaptationId: number; campaignName: string; comment: string }) => engine.enqueue(rejectAdaptationBudget, a),
      [engine],
    ),
    associateTaskArts: useCallback(
      (a: { taskId: number; unitTitle: string; fileIds: number[] }) => engine.enqueue(associateTaskArts, a),
      [engine],
    ),
    acceptTaskArts: useCallback(
      (a: { taskId: number; unitTitle: string }) => engine.enqueue(acceptTaskArts, a),
      [engine],
    ),
    rejectTaskArts: useCallback(
      (a: { taskId: number; unitTitle: string; comment: string }) => engine.enqueue(rejectTaskArts, a),
      [engine],
    ),
    /** Drops a queued or refused action (and its file). */
    discard: useCallback((entryId: string) => engine.discard(entryId), [engine]),
    /** Sends a refused action again. */
    retry: useCallback((entryId: string) => engine.retryFailed(entryId), [engine]),
  };
}

/** The id of the outbox entry being sent right now (an upload in progress), null when none. */
export { useSendingEntry } from '#src/sync/index.ts';
