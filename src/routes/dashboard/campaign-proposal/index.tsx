/**
 * `/dashboard/campaign-proposal` (spec §2 "campaign-proposal: list"): the older name of the proposals list; it leads
 * to /dashboard/proposals (one screen per concept, docs/sales-pipeline.md "Screens").
 */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/campaign-proposal/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/proposals', replace: true });
  },
});
