/**
 * The Chakra styling system around the screens that use it (docs/how-it-works.md "Two kits"): every screen behind
 * sign-in — the dashboard layout, a campaign's unit page, a proposal's photographic and POI pages — and the app's
 * overlays (toasts, alert dialogs, the update prompt). The pages a visitor sees before signing in use the public
 * kit (src/ui/public/) and never load this module, so /login's first load builds no styling system (createSystem
 * costs ~145 ms of one task at 4× CPU slowdown: issue 21, Lighthouse on /login).
 *
 * Two areas can be mounted at once (a screen and the overlays); each renders Chakra's global styles, which are the
 * same rules, so nothing changes on screen.
 */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme.ts';

export function ChakraArea({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

export default ChakraArea;
