/**
 * Root route: the outlet every screen renders into, the notices region, the
 * 404 page for unknown URLs and the error page (a failed chunk load reloads
 * instead, at most once a minute).
 */
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from '../app/error-page.tsx';
import { Notices } from '../ui/notices.tsx';
import { UpdateOffer } from '../app/update-store.ts';

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
      <Notices />
      <UpdateOffer />
    </>
  );
}
