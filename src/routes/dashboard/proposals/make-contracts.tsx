/** `/dashboard/proposals/make-contracts?id=` (spec §2 "proposals: make-contracts"): the proposal turned into a contract, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { MakeContractsPage } from '#src/features/sales/components/proposal-decide.tsx';
import { NoProposalChosen } from '#src/features/sales/components/proposal-summary.tsx';

export const Route = createFileRoute('/dashboard/proposals/make-contracts')({
  validateSearch: (search: Record<string, unknown>): { id?: number | undefined } => ({ id: searchId(search.id) }),
  component: function Screen() {
    const { id } = Route.useSearch();
    return id ? <MakeContractsPage id={id} /> : <NoProposalChosen />;
  },
});
