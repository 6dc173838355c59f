/**
 * What the page tells the service worker about the account (ARCHITECTURE.md, service worker): which
 * account's file cache to fill (`pauta-files-account-<id>`, sw/runtime-caches.ts),
 * and the removal of that cache on sign-out. Best effort: without a service
 * worker (dev server, unsupported browser) nothing happens.
 */
import { ACCOUNT_SIGNED_IN } from '../lib/worker-messages.ts';

/** Tells the active service worker which account is signed in (null: none). */
export function announceAccount(id: string | number | null): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((reg) => reg.active?.postMessage({ type: ACCOUNT_SIGNED_IN, id }))
    .catch(() => undefined);
}

/** Deletes the runtime caches of an account (its images and files). */
export async function deleteAccountCaches(id: string | number): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.endsWith(`-account-${id}`)).map((n) => caches.delete(n)));
}
