/**
 * Root route: the outlet every screen renders into, and the 404 screen.
 * Layouts (public, dashboard) come as pathless child routes.
 */
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../app/not-found-page.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return <Outlet />;
}
