/** `/dashboard/*`: needs a signed-in account (an account that must change its password goes to /change); renders the dashboard layout. */
import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../app/dashboard-layout.tsx';
import { NotFoundPage } from '../app/error-page.tsx';
import { dashboardArea } from '../app/dashboard-area.ts';

export const Route = createFileRoute('/dashboard')({
  ...dashboardArea,
  component: DashboardLayout,
  notFoundComponent: NotFoundPage,
});
