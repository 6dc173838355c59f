/** `/dashboard/*`: needs a signed-in account (an account that must change its password goes to /change); renders the dashboard layout. */
import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../features/session/api/guards.ts';
import { DashboardLayout } from '../app/dashboard-layout.tsx';
import { NotFoundPage } from '../app/error-page.tsx';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location }) => requireUser({ location }),
  component: DashboardLayout,
  notFoundComponent: NotFoundPage,
});
