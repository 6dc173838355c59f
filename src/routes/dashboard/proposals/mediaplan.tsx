/** `/dashboard/proposals/mediaplan?id=` (spec §2 "proposals: mediaplan"): the proposal's media plan by media type, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { MediaPlanPage } from '#src/features/sales/components/proposal-summary.tsx';
import { NoProposalChosen } from '#src/features/sales/components/proposal-summary.tsx';

export const Route = createFileRoute('/dashboard/proposals/mediaplan')({
  validateSearch: (search: Record<string, unknown>): { id?: number | undefined } => ({ id: searchId(search.id) }),
  component: function Screen() {
    const { id } = Route.useSearch();
    return id ? <MediaPlanPage id={id} /> : <NoProposalChosen />;
  },
});
