/** `/dashboard/*`: needs a signed-in account (an account that must change its password goes to /change); renders the dashboard layout. */
import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../features/session/api/guards.ts';
import { DashboardLayout } from '../app/dashboard-layout.tsx';
import { NotFoundPage } from '../app/error-page.tsx';
import { loadArea } from '../i18n/index.ts';

export const Route = createFileRoute('/dashboard')({
  staticData: { catalogArea: 'dashboard' },
  beforeLoad: async ({ location }) => {
    const context = await requireUser({ location });
    await loadArea('dashboard'); // the dashboard screens' text (src/i18n/index.ts)
    return context;
  },
  component: DashboardLayout,
  notFoundComponent: NotFoundPage,
});
