/**
 * The diagnostics page (issue 20) on a fake API: one h1; the server's answer time; the account, its roles and
 * the mirrored collections from the device; the report copied as text; the test mutation queued through the
 * outbox and followed until the server acknowledges it (`languages.switch` with the current language), or
 * refused; offline, everything local shows, the server check says it needs a connection and the test waits.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { httpError, createFakeApi, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { formatBytes, formatMs, formatShare, reportText } from '../model/report.ts';
import { diagnosticsMutations } from '../mutations.ts';
import { DiagnosticsPage } from './diagnostics-page.tsx';

const ACCOUNT = { name: 'Ana Soporte', email: 'ana@example.com', roles: ['Operations'] };
const STUBS = ['/dashboard/sync'];

function serve(api: FakeApi) {
  api.on('languages.list', () => ({
    data: [
      { code: 'es', name: 'Español' },
      { code: 'en', name: 'English' },
    ],
  }));
  api.on('languages.switch', (input) => ({ data: { locale: (input.query as { locale: 'es' | 'en' }).locale } }));
}

const render = (api: FakeApi, online = true) =>
  renderScreen(() => <DiagnosticsPage account={ACCOUNT} />, {
    api,
    online,
    stubs: STUBS,
    mutations: diagnosticsMutations,
    permissions: ['browse_order_jobs', 'browse_routes'],
    seed: async (db) => {
      await db.syncState.put({ collection: 'routes', lastPulledAt: Date.UTC(2026, 10, 20, 9, 30) });
    },
  });

const section = (id: string) => document.querySelector<HTMLElement>(`[data-section="${id}"]`)!;

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
/** Replaces this page's clipboard (undefined: a browser without one) until the test ends. */
function stubClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('diagnostics page', () => {
  it('shows the device, the account and the server, and copies the report', async () => {
    const api = createFakeApi();
    serve(api);
    const writeText = vi.fn(async () => {});
    const { user } = await render(api);
    stubClipboard({ writeText }); // after render: user-event puts its own clipboard on setup
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Diagnostics']);
    await waitFor(() => expect(within(section('server')).getByText('Answer time')).toBeTruthy());
    expect(within(section('account')).getByText('Ana Soporte')).toBeTruthy();
    expect(within(section('account')).getByText('Operations')).toBeTruthy();
    expect(within(section('app')).getByText('English')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Data on this device' });
    expect(await within(table).findByText('routes')).toBeTruthy();
    expect(within(table).getByText('orderJobs')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(text).toMatch(/^Pauta diagnostics report, /);
    expect(text).toContain('Account\n  Account id:');
    expect(text).toContain('  Name: Ana Soporte');
    expect(text).toMatch(/ {2}routes: 0 · /);
    expect(text).toContain('Test send\n  Last test: No test sent from this page yet.');
  });

  it('shows the report to copy by hand when the browser refuses the clipboard', async () => {
    const api = createFakeApi();
    serve(api);
    const { user } = await render(api);
    stubClipboard(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Report' })).getByText(/Pauta diagnostics report/)).toBeTruthy();
  });

  it('sends a test mutation through the outbox until the server acknowledges it', async () => {
    const api = createFakeApi();
    serve(api);
    const { user } = await render(api);
    await user.click(screen.getByRole('button', { name: 'Send a test mutation' }));
    await waitFor(() => expect(screen.getByTestId('test-send-state').textContent).toMatch(/^Sent: the server/));
    const calls = api.callsTo('languages.switch');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input.query).toEqual({ locale: 'en' });
    expect(calls[0]!.headers['Idempotency-Key'] ?? calls[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('shows a refused test with the server’s message', async () => {
    const api = createFakeApi();
    serve(api);
    api.script('languages.switch', httpError(422, 'The locale is not offered.'));
    const { user } = await render(api);
    await user.click(screen.getByRole('button', { name: 'Send a test mutation' }));
    await waitFor(() =>
      expect(screen.getByTestId('test-send-state').textContent).toMatch(/^Refused by the server: The locale/),
    );
  });

  it('offline: local facts show, the server check needs a connection, the test waits in the outbox', async () => {
    const api = createFakeApi();
    serve(api);
    const { user } = await render(api, false);
    expect(within(section('server')).getByText('Checking the server needs a connection.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' }).hasAttribute('disabled')).toBe(true);
    expect(within(section('app')).getByText('Offline')).toBeTruthy();
    expect(within(section('account')).getByText('Ana Soporte')).toBeTruthy();
    expect(api.callsTo('languages.list')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send a test mutation' }));
    await waitFor(() =>
      expect(screen.getByTestId('test-send-state').textContent).toBe(
        'Waiting in the outbox: it is sent when the connection returns.',
      ),
    );
    expect(api.callsTo('languages.switch')).toHaveLength(0);
  });
});

describe('report model', () => {
  it('writes sections as indented lines and formats bytes, shares and times for the locale', () => {
    expect(reportText('R', [{ id: 'a', title: 'App', facts: [{ label: 'Version', value: '1.0' }] }])).toBe(
      'R\n\nApp\n  Version: 1.0\n',
    );
    expect(formatBytes(1_500_000, 'es')).toBe('1,5 MB');
    expect(formatBytes(999, 'en')).toBe('999 bytes');
    expect(formatBytes(2_000_000_000, 'en')).toBe('2 GB');
    expect(formatShare(0.125, 'es')).toMatch(/^12,5\s%$/);
    expect(formatMs(123.4, 'en')).toBe('123 ms');
  });
});
