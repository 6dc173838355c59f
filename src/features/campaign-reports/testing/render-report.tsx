/**
 * Renders a campaign report page with `renderScreen` (src/ui/testing/render-screen.tsx) over a fake API answering
 * campaign 7's report calls (fixtures.ts `serveReports`), with stubs for the pages it links to. The same `accountId`
 * again is the same device after a reload (its kept reads are there); `online: false` is a device that says it has
 * no connection. Test-only module: never imported by application code.
 */
import type { ReactElement } from 'react';
import { createFakeApi, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen, type RenderedScreen } from '#src/ui/testing/render-screen.tsx';
import { serveReports } from './fixtures.ts';

/** The pages a report page links to, mounted as stubs. */
const STUBS = [
  '/dashboard/campaigns/$type/$id/detail',
  '/dashboard/campaigns/$type/$id/performance-report',
  '/dashboard/campaigns/$type/$id/unit-report',
  '/dashboard/campaigns/$type/$id/yodageek',
];

export interface RenderReportOptions {
  /** The account (its database); default a new one. */
  accountId?: string;
  /** What the device says of the connection (default true). */
  online?: boolean;
  /** Called with the fake API after the report calls are served (override or script them here). */
  prepare?: (api: FakeApi) => void;
}

export type RenderedReport = RenderedScreen;

/** Renders `screen()` (see module doc). */
export async function renderReport(
  screen: () => ReactElement,
  options: RenderReportOptions = {},
): Promise<RenderedReport> {
  const api = createFakeApi();
  serveReports(api);
  options.prepare?.(api);
  return renderScreen(screen, {
    api,
    online: options.online ?? true,
    permissions: ['campaigns.show', 'browse_contracts'],
    stubs: STUBS,
    ...(options.accountId ? { accountId: options.accountId } : {}),
  });
}
