/** `/dashboard/proposals/make-reservation?id=` (spec §2 "proposals: make-reservation"): the proposal turned into a booking, from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { MakeReservationPage } from '#src/features/sales/components/proposal-decide.tsx';
import { NoProposalChosen } from '#src/features/sales/components/proposal-summary.tsx';

export const Route = createFileRoute('/dashboard/proposals/make-reservation')({
  validateSearch: (search: Record<string, unknown>): { id?: number | undefined } => ({ id: searchId(search.id) }),
  component: function Screen() {
    const { id } = Route.useSearch();
    return id ? <MakeReservationPage id={id} /> : <NoProposalChosen />;
  },
});
