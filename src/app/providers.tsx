/**
 * Lingui and Chakra around a screen rendered on its own (tests, stories): `ShellProviders` (src/app/shell-providers.tsx)
 * plus the styling system (src/app/chakra-area.tsx). The app itself mounts Chakra only in the signed-in layouts and
 * the overlays (docs/how-it-works.md "Two kits").
 */
import type { ReactNode } from 'react';
import { ChakraArea } from './chakra-area.tsx';
import { ShellProviders } from './shell-providers.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraArea>
      <ShellProviders>{children}</ShellProviders>
    </ChakraArea>
  );
}
