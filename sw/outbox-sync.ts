/**
 * Background Sync in the service worker (ARCHITECTURE.md, service worker): on the `pauta-outbox` sync
 * event the worker drains the signed-in account's outbox itself, with the same
 * engine code and the same cross-tab lock as the pages
 * (src/sync/background-drain.ts), so queued actions reach the server when the
 * connection returns even with no page open. Open pages are also told
 * (`{ type: 'outbox:drain' }`): whichever takes the lock first sends.
 *
 * The account comes from the page (runtime-caches.ts `currentAccount`), the
 * bearer token and language from the `access_token` and `locals` cookies,
 * read with the Cookie Store API where the browser has it (Chromium). Without
 * an account or a token there is nothing to send as: the pages drain on their
 * next start, `online` event or return to the foreground.
 *
 * While a page takes an update (leaving.ts `isLeaving`) the worker drains nothing: a drain request is answered
 * null (the page sends itself) and a sync event rejects (the browser retries it later, with the new worker).
 *
 * Outcome → what the browser does with the sync:
 * - drained, locked (a page is sending), paused (401: sign in again),
 *   no account or token: the sync is done;
 * - waiting (no answer, 5xx, 429) or a local error: the event's promise
 *   rejects, so the browser retries the sync later with its own back-off.
 */
import { createApiClient } from '#src/api/client.ts';
import { interfaceLocale } from '#src/api/locale.ts';
import { MUTATIONS } from '#src/app/mutations.ts';
import { drainAccountOutbox } from '#src/sync/background-drain.ts';
import { DEFAULT_BATCH_SIZE } from '#src/sync/outbox.ts';
import type { DrainResult } from '#src/sync/outbox.ts';
import { currentAccount } from './runtime-caches.ts';
import { isLeaving, leavingFetch } from './leaving.ts';
import { OUTBOX_DRAIN } from '#src/lib/worker-messages.ts';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

async function cookie(name: string): Promise<string | undefined> {
  try {
    const found = await self.cookieStore?.get(name);
    return found?.value ? decodeURIComponent(found.value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Drains an account's outbox from the worker.
 * @param options.accountId default: the account the pages last announced
 * @param options.reconnected the network just came back (a Background Sync): entries that failed for want of it are due
 * @returns the drain's result, or null when there is no account or token to send as
 */
export async function drainFromWorker(
  options: { accountId?: string | number | undefined; reconnected?: boolean } = {},
): Promise<DrainResult | null> {
  const accountId = options.accountId ?? (await currentAccount());
  const token = await cookie('access_token');
  if (!accountId || !token) return null;
  const locale = interfaceLocale(await cookie('locals'));
  // its requests abort when a page chooses an update (leaving.ts): the entry stays queued for the next worker
  const transport = createApiClient({
    baseUrl: self.location.origin,
    getToken: () => token,
    getLocale: () => locale,
    fetch: leavingFetch,
  });
  return drainAccountOutbox({
    accountId,
    transport,
    mutations: MUTATIONS,
    reconnected: options.reconnected,
    batchSize: DEFAULT_BATCH_SIZE,
  });
}

/**
 * A page's request to send its outbox (`{ type: 'outbox:drain', accountId }`
 * with a reply port, src/sync/triggers.ts `askServiceWorkerToDrain`): drains
 * and answers `{ result }` (null: the page sends itself).
 */
export async function onDrainRequest(accountId: unknown, port: MessagePort | undefined): Promise<void> {
  let result: DrainResult | null = null;
  try {
    // a page chose an update (leaving.ts): null, the page sends itself
    result =
      (typeof accountId === 'string' || typeof accountId === 'number') && !isLeaving()
        ? await drainFromWorker({ accountId })
        : null;
  } finally {
    port?.postMessage({ result });
  }
}

/**
 * The `sync` event's work: tells the open pages, drains, and rejects when
 * entries still wait for the network (the browser then retries the sync).
 * @throws Error when the drain left entries waiting or failed locally
 */
export async function onOutboxSync(): Promise<void> {
  // a page chose an update (leaving.ts): the browser retries this sync later, with the new worker
  if (isLeaving()) throw new Error('a new version is taking over; the browser retries this sync later');
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- Client.postMessage has no target origin
  for (const page of pages) page.postMessage({ type: OUTBOX_DRAIN });
  // the browser fires the sync when it sees the network: what failed for want of it is due now
  const result = await drainFromWorker({ reconnected: true });
  if (result && (result.outcome === 'waiting' || result.outcome === 'error')) {
    throw new Error(`outbox not drained (${result.outcome}); the browser retries this sync later`);
  }
}
