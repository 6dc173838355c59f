/**
 * The diagnostics page's facts in the interface language (issue 20), as sections of labelled values
 * (../model/report.ts) that the page shows and "Copy report" writes: the app and this browser, the account, the
 * API server, the service worker, storage, and the sync engine (outbox, last sync); the per-collection rows are
 * added by the page from `useDeviceData`. Numbers, bytes and times in the locale's format.
 */
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import {
  buildInfo,
  useBrowserState,
  useDeviceData,
  useServerCheck,
  type ServerCheck,
  type ServiceWorkerInfo,
  type StorageInfo,
} from '../api/diagnostics.ts';
import { formatBytes, formatMs, formatShare, type Fact, type FactSection } from '../model/report.ts';

/** The signed-in account as the page shows it (the route passes the session's profile). */
export interface DiagnosticsAccount {
  name: string;
  email: string;
  /** Role names as the profile gives them. */
  roles: readonly string[];
}

export function useDiagnosticFacts(account: DiagnosticsAccount | undefined) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const data = useDeviceData();
  const server = useServerCheck();
  const browser = useBrowserState();
  const { status } = data;
  const build = buildInfo();
  const yes = t`Yes`;
  const no = t`No`;
  const unknown = t`Unknown`;
  const when = (ms: number) => formatDateTime(ms, locale);
  const number = (n: number) => n.toLocaleString(locale);
  const workerStates: Record<string, string> = {
    installing: t`Installing`,
    installed: t`Installed`,
    activating: t`Activating`,
    activated: t`Activated`,
    redundant: t`Replaced`,
  };
  const workerState = (s: string | null) => (s === null ? t`None` : (workerStates[s] ?? s));

  const serverFacts = (r: ServerCheck): Fact[] => {
    switch (r.state) {
      case 'checking':
        return [{ label: t`Reachable`, value: t`Checking…` }];
      case 'offline':
        return [{ label: t`Reachable`, value: t`Checking the server needs a connection.` }];
      case 'ok':
        return [
          { label: t`Reachable`, value: yes },
          { label: t`Answer time`, value: formatMs(r.ms, locale) },
          { label: t`Checked at`, value: when(r.at) },
        ];
      default:
        return [
          {
            label: t`Reachable`,
            value: r.state === 'unreachable' ? t`No answer` : t`It answers with an error (${r.status})`,
          },
          r.state === 'unreachable'
            ? {
                label: t`Message`,
                value: t`The server did not answer: this device has no connection, or the server is down.`,
              }
            : { label: t`Message`, value: r.message, raw: true },
          { label: t`Checked at`, value: when(r.at) },
        ];
    }
  };

  const workerFacts = (sw: ServiceWorkerInfo | undefined): Fact[] => {
    if (!sw) return [{ label: t`State`, value: t`Reading…` }];
    if (!sw.supported) return [{ label: t`State`, value: t`This browser has no service workers.` }];
    return [
      { label: t`Registered`, value: sw.registered ? yes : no },
      { label: t`Active worker`, value: workerState(sw.active) },
      {
        label: t`Waiting worker`,
        value: sw.waiting === null ? t`None` : t`A new version is waiting: it starts when every tab is reloaded.`,
      },
      { label: t`Installing worker`, value: workerState(sw.installing) },
      { label: t`Controls this page`, value: sw.controlled ? yes : no },
      ...(sw.scope ? [{ label: t`Scope`, value: sw.scope, raw: true }] : []),
    ];
  };

  const storageFacts = (s: StorageInfo | undefined): Fact[] => {
    if (!s) return [{ label: t`Used`, value: t`Reading…` }];
    return [
      { label: t`Used`, value: s.usage === null ? unknown : formatBytes(s.usage, locale) },
      { label: t`Available to the app`, value: s.quota === null ? unknown : formatBytes(s.quota, locale) },
      ...(s.usage !== null && s.quota ? [{ label: t`Share used`, value: formatShare(s.usage / s.quota, locale) }] : []),
      {
        label: t`Kept under storage pressure`,
        value: s.persisted === null ? unknown : s.persisted ? yes : t`No: the browser may clear it when space runs out`,
      },
    ];
  };

  const connection = !status.online
    ? t`Offline`
    : status.reachable
      ? t`Online`
      : t`Online, but the server does not answer`;
  const paused =
    status.paused === 'auth' ? t`Paused: sign in again to send` : status.paused === 'user' ? t`Paused` : t`Running`;

  const sections: FactSection[] = [
    {
      id: 'app',
      title: t`App and browser`,
      facts: [
        { label: t`Version`, value: build.version ?? t`Not stamped in this build`, raw: !!build.version },
        { label: t`Build`, value: build.build ?? unknown, raw: !!build.build },
        { label: t`Mode`, value: build.mode, raw: true },
        { label: t`Interface language`, value: locale === 'en' ? t`English` : t`Spanish` },
        { label: t`Connection`, value: connection },
        {
          label: t`User agent`,
          value: typeof navigator === 'undefined' ? unknown : navigator.userAgent,
          raw: true,
        },
      ],
    },
    {
      id: 'account',
      title: t`Account`,
      facts: [
        { label: t`Account id`, value: String(data.accountId), raw: true },
        ...(account
          ? [
              { label: t`Name`, value: account.name },
              { label: t`Email`, value: account.email, raw: true },
              { label: t`Roles`, value: account.roles.join(', ') || t`None` },
            ]
          : []),
        {
          label: t`Permissions`,
          value: t`${plural(data.permissions.length, { one: '# permission', other: '# permissions' })}`,
        },
      ],
    },
    { id: 'server', title: t`API server`, facts: serverFacts(server.result) },
    { id: 'worker', title: t`Service worker`, facts: workerFacts(browser.serviceWorker) },
    { id: 'storage', title: t`Storage`, facts: storageFacts(browser.storage) },
    {
      id: 'sync',
      title: t`Sync`,
      facts: [
        { label: t`Sync engine`, value: paused },
        { label: t`Waiting to be sent`, value: number(status.pendingCount) },
        { label: t`Refused by the server`, value: number(status.failedCount) },
        { label: t`Files waiting in the outbox`, value: number(data.files) },
        { label: t`Last complete sync`, value: status.lastSyncAt ? when(status.lastSyncAt) : t`Never on this device` },
        ...(status.lastError
          ? [{ label: t`Last problem`, value: `${when(status.lastError.at)}: ${status.lastError.message}` }]
          : []),
      ],
    },
  ];
  return { sections, collections: data.collections, server, browser, online: status.online };
}
