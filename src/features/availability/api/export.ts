/**
 * The units report download (product.md §2 availability list; contract `exportUnitsReport`,
 * GET /availability/export-units-report; docs/dashboards-availability.md "Spreadsheets and files"): every unit of
 * the grid's filters as an .xlsx made — and streamed — by the server, in the interface language.
 *
 * - It needs a connection: the screen disables it offline and says so; a download that gets no answer says the
 *   same. Never silent: a refusal shows the server's message (a 422 its first field message), and a download cut
 *   off while streaming (the server ends the body with an error) says the report was not saved — a truncated file
 *   is never saved.
 * - Progress: the bytes received so far, and the size when the server announces it (a streamed report usually
 *   does not: then the screen shows an indeterminate bar with the bytes received). Through the app's HTTP client
 *   (`ky`, with the session's token and base URL) where the engine's transport is it; with another transport
 *   (tests) the file comes whole through `transport.call` and progress jumps to the end.
 */
import { useRef, useState } from 'react';
import { exportUnitsReport } from '#src/api/contract/availability-views.ts';
import { requestTarget, type ApiClient } from '#src/api/client.ts';
import { ApiError, errorFromResponse, networkError } from '#src/api/errors.ts';
import { fileNameOf, saveBlob } from '#src/lib/save-blob.ts';
import { useSyncEngine, type Transport } from '#src/sync/index.ts';
import type { ViewQuery } from '../model/filters.ts';

/** Where a download stands. `received` / `total` in bytes (`total` null when the server does not say). */
export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; received: number; total: number | null }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; message: string; offline: boolean; interrupted: boolean };

/** Why a download failed, for the screen: the server's words, or what kind of failure it was. */
export function exportFailure(error: unknown): Extract<ExportState, { status: 'failed' }> {
  if (error instanceof ApiError) {
    const message = error.status === 422 ? (error.description ?? error.message) : error.message;
    return { status: 'failed', message, offline: error.isNetwork, interrupted: error.type === 'interrupted' };
  }
  return {
    status: 'failed',
    message: error instanceof Error ? error.message : String(error),
    offline: false,
    interrupted: false,
  };
}

/**
 * Downloads the report for `query` in `locale`, reporting progress.
 * @returns the file
 * @throws ApiError: `isNetwork` with no answer; the server's status and message on a refusal; type `interrupted`
 *   when the body broke off
 */
export async function loadUnitsReport(
  transport: Transport,
  query: ViewQuery,
  locale: 'es' | 'en',
  onProgress: (received: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const input = { query: { ...query, locale } };
  const ky = (transport as Partial<ApiClient>).ky;
  if (!ky) {
    const blob = (await transport.call(exportUnitsReport, input, signal ? { signal } : {})) as Blob;
    onProgress(blob.size, blob.size);
    return blob;
  }
  const target = requestTarget(exportUnitsReport, input);
  let response: Response;
  try {
    response = await ky(target.path, {
      method: 'GET',
      searchParams: target.query,
      signal,
      retry: 0,
      timeout: 120_000,
      onDownloadProgress: (p) => onProgress(p.transferredBytes, p.totalBytes > 0 ? p.totalBytes : null),
    });
  } catch (cause) {
    throw networkError(cause, exportUnitsReport.name);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, body, exportUnitsReport.name, response.statusText);
  }
  try {
    return await response.blob();
  } catch (cause) {
    throw new ApiError({
      type: 'interrupted',
      status: response.status,
      message: cause instanceof Error ? cause.message : String(cause),
      endpoint: exportUnitsReport.name,
    });
  }
}

/** The file name of a report of `range`: `unidades-2027-03-01-2027-05-29.xlsx`. */
export function reportFileName(range: { from: string; to: string }): string {
  return `${fileNameOf(`unidades ${range.from} ${range.to}`, 'unidades').replace(/\s+/g, '-')}.xlsx`;
}

/**
 * The report download as the screen drives it: `start(query, locale)` downloads and saves the file; `state` says
 * where it stands; `cancel()` stops a running download. One download at a time.
 */
export function useUnitsReport(): {
  state: ExportState;
  start: (query: ViewQuery, locale: 'es' | 'en') => Promise<void>;
  cancel: () => void;
} {
  const { transport } = useSyncEngine();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const start = async (query: ViewQuery, locale: 'es' | 'en') => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', received: 0, total: null });
    try {
      const blob = await loadUnitsReport(
        transport,
        query,
        locale,
        (received, total) => setState({ status: 'running', received, total }),
        controller.signal,
      );
      const fileName = reportFileName(query);
      saveBlob(blob, fileName);
      setState({ status: 'done', fileName });
    } catch (error) {
      setState(controller.signal.aborted ? { status: 'idle' } : exportFailure(error));
    } finally {
      running.current = null;
    }
  };
  const cancel = () => running.current?.abort();
  return { state, start, cancel };
}
