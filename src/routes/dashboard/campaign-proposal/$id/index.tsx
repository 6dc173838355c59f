/** `/dashboard/campaign-proposal/{id}` (spec §2): the older name of the same proposal screen. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';

export const Route = createFileRoute('/dashboard/campaign-proposal/$id/')({
  params: idParams,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dashboard/proposals/$id', params: { id: params.id }, replace: true });
  },
});
