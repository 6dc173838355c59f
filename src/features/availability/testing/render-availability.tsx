/**
 * Test-only: renders an availability screen with `renderScreen` (src/ui/testing/render-screen.tsx: Providers, a sync
 * engine over a fake API on its own database, the look-ups seeded, a memory router) with the availability routes
 * stubbed and `browse_availability` by default. The same `accountId` again is the same device after a reload (its
 * kept answers still there); `close()` is the tab closed. Never imported by application code.
 */
import type { ReactElement } from 'react';
import { createFakeApi, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { nextAccountId } from '#src/sync/testing/fixtures.ts';
import { renderScreen, type RenderedScreen } from '#src/ui/testing/render-screen.tsx';

/** Paths the screens link to, mounted as stubs showing `landed: <path>`. */
const STUBS = [
  '/dashboard/availability',
  '/dashboard/availability/dashboard',
  '/dashboard/availability/temporary',
  '/dashboard/availability/$id/contracts',
  '/dashboard/availability/$id/bookings',
  '/dashboard/media-availability',
  '/dashboard/contracts/$id',
];

export interface RenderAvailabilityOptions {
  /** The account (its database); the same id again is the same device after a reload. Default a new one. */
  accountId?: string;
  /** What the browser says of the connection (default true). */
  online?: boolean;
  /** Called with the fake API before the first render (handlers, scripted failures). */
  prepare?: (api: FakeApi) => void;
  /** The account's permissions (default `browse_availability`). */
  permissions?: readonly string[];
}

export type RenderedAvailability = RenderedScreen & { accountId: string };

/** Renders `screen()` at `/` (see module doc). */
export async function renderAvailability(
  screen: () => ReactElement,
  options: RenderAvailabilityOptions = {},
): Promise<RenderedAvailability> {
  const api = createFakeApi();
  options.prepare?.(api);
  const accountId = options.accountId ?? nextAccountId();
  const rendered = await renderScreen(screen, {
    api,
    accountId,
    online: options.online ?? true,
    permissions: options.permissions ?? ['browse_availability'],
    stubs: STUBS,
  });
  return { ...rendered, accountId };
}
