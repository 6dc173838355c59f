/**
 * What the connector screens read and do (product.md §2 "connector: connection/{id?}, pipelines/{id?},
 * specification/{id?}", §3 "Connector"; src/api/contract/integrations.ts states the calls and rules).
 *
 * - Lists, pickers and option lists are server reads kept on the device (`useRead(…, { keep: true })`): offline
 *   they show their last answer and say from when. A row opened for editing is read fresh (never a kept copy).
 * - Saving, deleting, running a sync and sending to dots need the server's answer now (it gives ids, checks the
 *   data, seals credentials, runs the work): online actions, never queued. Each re-reads what it changed.
 * - A pipeline's page polls its row (GET /connection_pipelines/{id}) every POLL_MS while its `last_run` is
 *   `running`; the poll stops when the run is over or the screen goes (`usePipeline`).
 */
import { useEffect } from 'react';
import * as ig from '#src/api/contract/integrations.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { mine } from '#src/api/contract/workgroup-members.ts';
import { useInvalidate, useRead, useSyncEngine } from '#src/sync/index.ts';

/** Rows per page of the connector lists. */
export const PER_PAGE = 20;
/** Rows the pickers (connection, specification) read at once. */
const CHOICES = 200;
/** Pause between two reads of a running pipeline, ms. */
export const POLL_MS = 1000;

type ListQuery = { page: number; name: string };
const listInput = (q: ListQuery) => ({
  query: { page: q.page, per_page: PER_PAGE, ...(q.name.trim() ? { name: q.name.trim() } : {}) },
});

/** A page of the connections (kept on the device). */
export function useConnections(q: ListQuery) {
  return useRead(ig.connectionList, listInput(q), { keep: true });
}

/** A page of the data specifications (kept on the device). */
export function useSpecifications(q: ListQuery) {
  return useRead(ig.dataSpecificationList, listInput(q), { keep: true });
}

/** A page of the pipelines with their last runs (kept on the device). */
export function usePipelines(q: ListQuery) {
  return useRead(ig.connectionPipelineList, listInput(q), { keep: true });
}

/** Every connection within reach, by name, for pickers (kept). */
export function useConnectionChoices() {
  return useRead(ig.connectionList, { query: { per_page: CHOICES } }, { keep: true, select: (a) => a.data });
}

/** Every specification within reach, by name, for pickers (kept). */
export function useSpecificationChoices() {
  return useRead(ig.dataSpecificationList, { query: { per_page: CHOICES } }, { keep: true, select: (a) => a.data });
}

/** One connection for its edit form (fresh; `enabled` false reads nothing). */
export function useConnection(id: number | undefined) {
  return useRead(ig.showConnection, { params: { id: id ?? 0 } }, { enabled: !!id, select: (a) => a.data });
}

/** One specification for its edit form (fresh). */
export function useSpecification(id: number | undefined) {
  return useRead(ig.showDataSpecification, { params: { id: id ?? 0 } }, { enabled: !!id, select: (a) => a.data });
}

/**
 * One pipeline with its last run (kept), read again every POLL_MS while a fresh answer says that run is `running`
 * (module doc). A start or a 409 re-reads it (`useConnectorActions`), which starts the polling.
 */
export function usePipeline(id: number) {
  const read = useRead(ig.showConnectionPipeline, { params: { id } }, { keep: true, select: (a) => a.data });
  const poll = read.state === 'ready' && !read.kept && read.value.last_run?.status === 'running';
  const { retry, refreshing } = read;
  useEffect(() => {
    if (!poll || refreshing) return;
    // `retry` is new with every render (every answer): the next read is planned after each one
    const timer = setTimeout(retry, POLL_MS);
    return () => clearTimeout(timer);
  }, [poll, refreshing, retry]);
  return read;
}

type Options = 'types' | 'authMethods' | 'functions' | 'pipelineTypes';
const OPTION_ENDPOINTS = {
  types: ig.connectionTypes,
  authMethods: ig.authMethods,
  functions: ig.fieldFunctions,
  pipelineTypes: ig.pipelineTypes,
} as const;

/** One of the option lists (`{ id, name }`, names in the caller's language; kept). */
export function useConnectorOptions(list: Options) {
  return useRead(OPTION_ENDPOINTS[list], {}, { keep: true, select: (a) => a.data });
}

/** The fields of a target, `required` marked (GET /connections/columns_available?target; kept). */
export function useTargetFields(target: ig.Target) {
  return useRead(ig.columnsAvailable, { query: { target } }, { keep: true, select: (a) => a.data });
}

/** True when the account may read its workgroups (`workgroup.*`), to choose one for a customers import. */
export function useMayChooseWorkgroup(): boolean {
  return hasPermission(useSyncEngine().permissions, 'workgroup.*');
}

/** The caller's workgroups (kept), read only when `enabled`. */
export function useMyWorkgroups(enabled: boolean) {
  return useRead(mine, {}, { keep: true, enabled, select: (a) => a.data });
}

/** A run's start as answered: the run and the server's message. */
export type RunStart = { data: ig.SyncRun; message: string };

/**
 * Online saves, deletes and runs (module doc). Every call rejects with an ApiError: status 0 offline, 409 in use
 * or already running, 413/415 for a source file, 422 with `errors` by field.
 */
export function useConnectorActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const connections = [ig.connectionList, ig.showConnection] as const;
  const specs = [ig.dataSpecificationList, ig.showDataSpecification] as const;
  const pipelines = [ig.connectionPipelineList, ig.showConnectionPipeline] as const;
  return {
    /** Creates (no `id`) or changes a connection (multipart: the file travels as it is). */
    async saveConnection(id: number | undefined, body: ig.ConnectionChanges): Promise<ig.Connection> {
      const answer =
        id === undefined
          ? await transport.call(ig.storeConnection, { body: body as ig.ConnectionInput })
          : await transport.call(ig.updateConnection, { params: { id }, body });
      await invalidate(...connections);
      return answer.data;
    },
    /** Creates or replaces a data specification. */
    async saveSpecification(id: number | undefined, body: ig.DataSpecificationInput) {
      const answer =
        id === undefined
          ? await transport.call(ig.storeDataSpecification, { body })
          : await transport.call(ig.updateDataSpecification, { params: { id }, body });
      await invalidate(...specs);
      return answer.data;
    },
    /** Creates or replaces a pipeline. */
    async savePipeline(id: number | undefined, body: ig.ConnectionPipelineInput) {
      const answer =
        id === undefined
          ? await transport.call(ig.storeConnectionPipeline, { body })
          : await transport.call(ig.updateConnectionPipeline, { params: { id }, body });
      await invalidate(...pipelines);
      return answer.data;
    },
    /** Deletes a row. @returns the server's message */
    async remove(kind: 'connection' | 'specification' | 'pipeline', id: number): Promise<string> {
      const endpoint =
        kind === 'connection'
          ? ig.deleteConnection
          : kind === 'specification'
            ? ig.deleteDataSpecification
            : ig.deleteConnectionPipeline;
      const answer = await transport.call(endpoint, { params: { id } });
      await invalidate(...(kind === 'connection' ? connections : kind === 'specification' ? specs : pipelines));
      return answer.message;
    },
    /** Starts a sync (answers at once, `running`); the pipeline's read is read again. */
    async sync(id: number, options: { dryRun: boolean; limit: number | undefined }): Promise<RunStart> {
      const query = { dry_run: options.dryRun, ...(options.limit ? { limit: options.limit } : {}) };
      try {
        return await transport.call(ig.syncPipeline, { params: { id }, query });
      } finally {
        await invalidate(...pipelines);
      }
    },
    /** Starts a send to dots of a `dots_units` pipeline (answers at once, `running`). */
    async sendToDots(id: number): Promise<RunStart> {
      try {
        return await transport.call(ig.sendToDots, { params: { id }, body: {} });
      } finally {
        await invalidate(...pipelines);
      }
    },
  };
}
