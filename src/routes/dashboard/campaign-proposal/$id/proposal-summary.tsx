/** `/dashboard/campaign-proposal/{id}/proposal-summary` (spec §2): the older name of the same proposal screen. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';

export const Route = createFileRoute('/dashboard/campaign-proposal/$id/proposal-summary')({
  params: idParams,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dashboard/proposals/detail', search: { id: params.id }, replace: true });
  },
});
