/**
 * Signing out with actions not yet sent (ARCHITECTURE.md, offline data): the person is told how
 * many and chooses to stay or sign out anyway. The actions stay in this
 * account's outbox on this device and go out when the account signs in again.
 * Signing out also deletes the account's runtime caches (images and files).
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useSyncEngine, useSyncStatus } from '../sync/index.ts';
import { AlertDialog } from '../ui/alert-dialog.tsx';
import { announceAccount, deleteAccountCaches } from './sw-account.ts';

export interface SignOutGuardState {
  /** Signs out at once, or asks first when actions are waiting. */
  request: () => void;
  asking: boolean;
  unsent: number;
  confirm: () => void;
  cancel: () => void;
}

export function useSignOutGuard(signOut: () => Promise<void>): SignOutGuardState {
  const engine = useSyncEngine();
  const [asking, setAsking] = useState(false);
  // the count re-renders the layout only while the question is open: a drain changes it for every action it sends
  const unsent = useSyncStatus((s) => (asking ? s.pendingCount + s.failedCount : 0));
  const unsentNow = () => {
    const s = engine.status.getSnapshot();
    return s.pendingCount + s.failedCount;
  };
  const proceed = () => {
    engine.stop();
    // the account's cached images and files go with the session (ARCHITECTURE.md, service worker); its outbox stays for the next sign-in
    announceAccount(null);
    void deleteAccountCaches(engine.accountId).finally(() => signOut());
  };
  return {
    request: () => (unsentNow() > 0 ? setAsking(true) : proceed()),
    asking,
    unsent,
    confirm: () => {
      setAsking(false);
      proceed();
    },
    cancel: () => setAsking(false),
  };
}

export function SignOutGuard({ guard }: { guard: SignOutGuardState }) {
  const { t } = useLingui();
  const count = guard.unsent;
  return (
    <AlertDialog
      open={guard.asking}
      title={t`${plural(count, { one: '# action has not reached the server yet', other: '# actions have not reached the server yet' })}`}
      description={t`They stay saved on this device and are sent when you sign in to this account again. Sign out anyway?`}
      actionLabel={t`Sign out anyway`}
      cancelLabel={t`Stay signed in`}
      onAction={guard.confirm}
      onCancel={guard.cancel}
    />
  );
}
