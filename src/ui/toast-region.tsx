/**
 * The toast region and its store (Chakra's Toaster on zag's toast machine),
 * loaded on the first notice only: notices.tsx imports this module
 * dynamically, so /login does not download it (ARCHITECTURE.md, service worker: first-load JS).
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

/** Renders the toasts of `toaster`; mounted once by `<Notices />`. */
export function ToastRegion() {
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
