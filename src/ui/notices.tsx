/**
 * Notices (spec product.md §8): successful mutations show the server's
 * message; errors show the server's body (message, description) or, with no
 * answer, the local message — as a toast by default, or in an alert dialog
 * when the caller asks for one (decisions the user must read).
 *
 * `<Notices />` is rendered once by the app shell; anyone calls
 * `notifySuccess` / `notifyError`. Toasts are announced to screen readers by
 * Chakra's toast region (role=status / alert).
 */
import { useSyncExternalStore } from 'react';
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AlertDialog } from './alert-dialog.tsx';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

/** How long a toast stays, ms. Errors stay longer so they can be read. */
const SUCCESS_MS = 5_000;
const ERROR_MS = 9_000;

/** Shows a confirmation; `message` is usually the server's (answer.message). Does nothing without one. */
export function notifySuccess(message: string | undefined): void {
  if (!message) return;
  toaster.create({ type: 'success', title: message, duration: SUCCESS_MS });
}

interface ErrorLike { message?: unknown; description?: unknown; status?: unknown; type?: unknown }

/** Title and description a person reads for any thrown value (spec §8). */
export function describeError(error: unknown): { title: string; description?: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if ((error as { name?: unknown } | null)?.name === 'StorageFullError') {
    // src/sync refuses to queue an action when the browser will not store it (issue 4): say so at once
    return { title: i18n._(msg`This device is out of storage: the action was not saved`), description: i18n._(msg`Free some space (or remove other sites' data) and try again. Nothing else was changed.`) };
  }
  if (e.status === 0 || e.type === 'network') {
    return { title: i18n._(msg`No connection to the server`), description: typeof e.message === 'string' ? e.message : undefined };
  }
  const title = typeof e.message === 'string' && e.message ? e.message : i18n._(msg`Something went wrong`);
  const description = typeof e.description === 'string' && e.description !== title ? e.description : undefined;
  return description ? { title, description } : { title };
}

/** Shows an error as a toast (spec §8: the server body, or the local message when there is no answer). */
export function notifyError(error: unknown): void {
  const { title, description } = describeError(error);
  toaster.create({ type: 'error', title, description, duration: ERROR_MS, closable: true });
}

interface Alert { title: string; description?: string }
let alert: Alert | null = null;
const alertListeners = new Set<() => void>();
const setAlert = (next: Alert | null) => { alert = next; for (const l of alertListeners) l(); };
const subscribeAlert = (l: () => void) => { alertListeners.add(l); return () => alertListeners.delete(l); };

/** Shows an error in an alert dialog the user must acknowledge (spec §8 "notice or modal alert"). */
export function alertError(error: unknown): void {
  setAlert(describeError(error));
}

/** The toast region and the alert dialog; render once near the root. */
export function Notices() {
  const current = useSyncExternalStore(subscribeAlert, () => alert);
  return (
    <>
      {current && (
        <AlertDialog open title={current.title} description={current.description} onAction={() => setAlert(null)} />
      )}
      <ToastRegion />
    </>
  );
}

function ToastRegion() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={i18n._(msg`Close`)} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
