/** `/dashboard/campaign-proposal/create` (spec §2): the older name of /dashboard/proposals/create. */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/campaign-proposal/create')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/proposals/create', replace: true });
  },
});
