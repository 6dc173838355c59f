/** `/dashboard/campaigns/{type}/…`: the type must be budget, package or manual; any other redirects to the list (spec §5). */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isCampaignType } from '#src/domain/steps.ts';

export const Route = createFileRoute('/dashboard/campaigns/$type')({
  beforeLoad: ({ params }) => {
    if (!isCampaignType(params.type)) throw redirect({ to: '/dashboard/campaigns', replace: true });
  },
  component: Outlet,
});
