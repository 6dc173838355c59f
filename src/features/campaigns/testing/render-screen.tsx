/**
 * Renders a campaign screen like the app does, for component tests: the
 * shared src/ui/testing/render-screen.tsx with the campaign feature's
 * mutations and the paths its screens link to as stubs (`landed: <path>`).
 * Test-only module: never imported by application code.
 */
import type { ReactElement } from 'react';
import {
  renderScreen as renderShared,
  type RenderedScreen,
  type RenderScreenOptions,
} from '#src/ui/testing/render-screen.tsx';
import { campaignMutations } from '../mutations.ts';

export { seedLookups, type RenderedScreen, type RenderScreenOptions } from '#src/ui/testing/render-screen.tsx';

/** Paths the campaign screens link to, as stubs. */
const STUBS = ['/dashboard/campaigns', '/dashboard/campaigns/$type/$id', '/campaigns/$campaign/units/$unit'];

/** Renders `screen()` at `options.path` with the campaign mutations (see module doc). */
export function renderScreen(screen: () => ReactElement, options: RenderScreenOptions = {}): Promise<RenderedScreen> {
  return renderShared(screen, { stubs: STUBS, mutations: campaignMutations, ...options });
}
