/** `/dashboard/campaigns/{type}/…`: the type must be budget, package or manual; any other redirects to the list (spec §5). */
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { campaignTypeParams } from '#src/app/route-params.ts';

export const Route = createFileRoute('/dashboard/campaigns/$type')({
  params: campaignTypeParams,
  component: Outlet,
});
