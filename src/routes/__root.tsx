/**
 * Root route: the outlet every screen renders into, the overlays (notices and
 * the update prompt, in a Chakra area mounted on first use), the
 * 404 page for unknown URLs and the error page (a failed chunk load reloads
 * instead, at most once a minute).
 */
import { lazy, Suspense } from 'react';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from '../app/error-page.tsx';
import { Notices, useNoticesWanted } from '../ui/notices.tsx';
import { UpdateOffer, useUpdateOffered } from '../app/update-store.ts';

/** The styling system, loaded with the first overlay (docs/how-it-works.md "Two kits"). */
const ChakraArea = lazy(() => import('../app/chakra-area.tsx'));

export const Route = createRootRoute({
  component: RootLayout,
  // eager: the error page is what recovers from a chunk that fails to load
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Overlays />
    </>
  );
}

/** Toasts, alerts and the update prompt, in their own Chakra area once one is wanted (nothing loads before). */
function Overlays() {
  const notices = useNoticesWanted();
  const update = useUpdateOffered();
  if (!notices && !update) return null;
  return (
    <Suspense fallback={null}>
      <ChakraArea>
        <Notices />
        <UpdateOffer />
      </ChakraArea>
    </Suspense>
  );
}
