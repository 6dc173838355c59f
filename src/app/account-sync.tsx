/**
 * Runs the sync engine (src/sync) of the signed-in account for every
 * dashboard screen: one engine per account id and permission set, started
 * on mount (pull + drain) and stopped on unmount (sign-out, account switch).
 * After sign-in it asks the browser to keep this origin's storage
 * (navigator.storage.persist) and tells the service worker which account's
 * file cache to use. With `localStorage['pauta:debug'] = '1'` the
 * engine is reachable as `window.__pauta.engine` (benchmarks, support).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { api } from '../api/index.ts';
import type { Profile } from '../api/contract/session.ts';
import { createSyncEngine, DEFAULT_BATCH_SIZE, requestPersistentStorage, SyncEngineProvider } from '../sync/index.ts';
import { MUTATIONS } from './mutations.ts';
import { announceAccount } from './sw-account.ts';

export function AccountSync({
  profile,
  children,
}: {
  profile: Pick<Profile, 'id' | 'permissions'>;
  children: ReactNode;
}) {
  const permissionsKey = profile.permissions.join(',');
  const engine = useMemo(
    () =>
      createSyncEngine({
        accountId: profile.id,
        permissions: permissionsKey.split(',').filter(Boolean),
        transport: api,
        mutations: MUTATIONS,
        batchSize: DEFAULT_BATCH_SIZE,
      }),
    [profile.id, permissionsKey],
  );
  useEffect(() => {
    engine.start();
    void requestPersistentStorage();
    announceAccount(profile.id);
    let debug = false;
    try {
      debug = localStorage.getItem('pauta:debug') === '1';
    } catch {
      /* storage disabled */
    }
    if (debug) (window as unknown as { __pauta?: unknown }).__pauta = { engine };
    return () => engine.stop();
  }, [engine, profile.id]);
  return <SyncEngineProvider engine={engine}>{children}</SyncEngineProvider>;
}
