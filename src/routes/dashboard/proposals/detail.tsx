/** `/dashboard/proposals/detail?id=` (spec §2 "proposals: detail"): the proposal's summary, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { ProposalDetailPage } from '#src/features/sales/components/proposal-summary.tsx';
import { NoProposalChosen } from '#src/features/sales/components/proposal-summary.tsx';

export const Route = createFileRoute('/dashboard/proposals/detail')({
  validateSearch: (search: Record<string, unknown>): { id?: number | undefined } => ({ id: searchId(search.id) }),
  component: function Screen() {
    const { id } = Route.useSearch();
    return id ? <ProposalDetailPage id={id} /> : <NoProposalChosen />;
  },
});
