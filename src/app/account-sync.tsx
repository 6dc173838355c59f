/**
 * Runs the sync engine (src/sync) of the signed-in account for every
 * dashboard screen: one engine per account id and permission set, started
 * on mount (pull + drain) and stopped on unmount (sign-out, account switch).
 * After sign-in it asks the browser to keep this origin's storage
 * (navigator.storage.persist) and tells the service worker which account's
 * file cache to use. With `localStorage['pauta:debug'] = '1'` the
 * engine is reachable as `window.__pauta.engine` (benchmarks, support).
 * While the server cannot be reached it probes it every second, and every
 * answer the app gets tells the engine the server is back (issue 15).
 * The engine pulls in the interface language, and pulls again when the
 * language changes, so mirrored names follow it (issue 15).
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { api, onServerAnswer } from '../api/index.ts';
import { interfaceLocale } from '../api/locale.ts';
import { LOCALE_COOKIE, readCookie } from '../api/token.ts';
import type { Profile } from '../api/contract/session.ts';
import { createSyncEngine, DEFAULT_BATCH_SIZE, requestPersistentStorage, SyncEngineProvider } from '../sync/index.ts';
import { probeServer } from '../sync/reachability.ts';
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
        locale: () => interfaceLocale(readCookie(LOCALE_COOKIE)),
        probe: () => probeServer((import.meta.env.VITE_API_URL as string | undefined) ?? ''),
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
    const stopListening = onServerAnswer((status) => engine.serverAnswered(status));
    return () => {
      stopListening();
      engine.stop();
    };
  }, [engine, profile.id]);
  // names and labels in the mirror follow a language switch: pull again in the new language
  const { i18n } = useLingui();
  const language = useRef(i18n.locale);
  useEffect(() => {
    if (language.current === i18n.locale) return;
    language.current = i18n.locale;
    void engine.pullAll('language');
  }, [engine, i18n.locale]);
  return <SyncEngineProvider engine={engine}>{children}</SyncEngineProvider>;
}
