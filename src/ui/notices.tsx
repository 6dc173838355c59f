/**
 * Notices (spec product.md §8): successful mutations show the server's
 * message; errors show the server's body (message, description) or, with no
 * answer, the local message — as a toast by default, or in an alert dialog
 * when the caller asks for one (decisions the user must read).
 *
 * `<Notices />` is rendered once by the app shell; anyone calls
 * `notifySuccess` / `notifyError`. The toast and dialog code is downloaded
 * with the first notice (a toast appears a few ms later the first time). Toasts are announced to screen readers by
 * Chakra's toast region (role=status / alert).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LazyAlertDialog } from './lazy-alert-dialog.tsx';

/** The toast region and its store, downloaded with the first toast (toast-region.tsx). */
const loadToasts = () => import('./toast-region.tsx');
const LazyToastRegion = lazy(() => loadToasts().then((m) => ({ default: m.ToastRegion })));

let toastsWanted = false;
const toastListeners = new Set<() => void>();
const subscribeToasts = (l: () => void) => {
  toastListeners.add(l);
  return () => toastListeners.delete(l);
};

/** Queues a toast: mounts the region (once) and adds the toast when its code has loaded. */
function showToast(options: {
  type: 'success' | 'error';
  title: string;
  description?: string | undefined;
  duration: number;
  closable?: boolean;
}): void {
  if (!toastsWanted) {
    toastsWanted = true;
    for (const l of toastListeners) l();
  }
  void loadToasts().then(({ toaster }) => toaster.create(options));
}

/** How long a toast stays, ms. Errors stay longer so they can be read. */
const SUCCESS_MS = 5_000;
const ERROR_MS = 9_000;

/** Shows a confirmation; `message` is usually the server's (answer.message). Does nothing without one. */
export function notifySuccess(message: string | undefined): void {
  if (!message) return;
  showToast({ type: 'success', title: message, duration: SUCCESS_MS });
}

interface ErrorLike {
  message?: unknown;
  description?: unknown;
  status?: unknown;
  type?: unknown;
}

/** Title and description a person reads for any thrown value (spec §8). */
export function describeError(error: unknown): { title: string; description?: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if ((error as { name?: unknown } | null)?.name === 'StorageFullError') {
    // src/sync refuses to queue an action when the browser will not store it (ARCHITECTURE.md, offline data): say so at once
    return {
      title: i18n._(msg`This device is out of storage: the action was not saved`),
      description: i18n._(msg`Free some space (or remove other sites' data) and try again. Nothing else was changed.`),
    };
  }
  if (e.status === 0 || e.type === 'network') {
    return {
      title: i18n._(msg`No connection to the server`),
      description: typeof e.message === 'string' ? e.message : undefined,
    };
  }
  const title = typeof e.message === 'string' && e.message ? e.message : i18n._(msg`Something went wrong`);
  const description = typeof e.description === 'string' && e.description !== title ? e.description : undefined;
  return description ? { title, description } : { title };
}

/** Shows an error as a toast (spec §8: the server body, or the local message when there is no answer). */
export function notifyError(error: unknown): void {
  const { title, description } = describeError(error);
  showToast({ type: 'error', title, description, duration: ERROR_MS, closable: true });
}

interface Alert {
  title: string;
  description?: string;
}
let alert: Alert | null = null;
const alertListeners = new Set<() => void>();
const setAlert = (next: Alert | null) => {
  alert = next;
  for (const l of alertListeners) l();
};
const subscribeAlert = (l: () => void) => {
  alertListeners.add(l);
  return () => alertListeners.delete(l);
};

/** Shows an error in an alert dialog the user must acknowledge (spec §8 "notice or modal alert"). */
export function alertError(error: unknown): void {
  setAlert(describeError(error));
}

/**
 * Whether a toast or an alert has been asked for: the root mounts the Chakra area around `<Notices />` only then
 * (src/routes/__root.tsx), so a page that never shows one never loads the styling system.
 */
export function useNoticesWanted(): boolean {
  const current = useSyncExternalStore(subscribeAlert, () => alert);
  const toasts = useSyncExternalStore(subscribeToasts, () => toastsWanted);
  return current !== null || toasts;
}

/** The toast region and the alert dialog; render once near the root, inside the Chakra area. */
export function Notices() {
  const current = useSyncExternalStore(subscribeAlert, () => alert);
  const toasts = useSyncExternalStore(subscribeToasts, () => toastsWanted);
  return (
    <Suspense fallback={null}>
      {current && (
        <LazyAlertDialog open title={current.title} description={current.description} onAction={() => setAlert(null)} />
      )}
      {toasts && <LazyToastRegion />}
    </Suspense>
  );
}
