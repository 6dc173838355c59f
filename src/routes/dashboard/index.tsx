/** `/dashboard`: the home with the info cards the profile may see, and the boards for managers and administrators. */
import { createFileRoute } from '@tanstack/react-router';
import { DashboardHome } from '#src/app/dashboard-home.tsx';

export const Route = createFileRoute('/dashboard/')({
  component: DashboardHome,
});
