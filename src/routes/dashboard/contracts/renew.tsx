/** `/dashboard/contracts/renew?id=` (spec §2 "contracts/{id}, plus renew"): the renewal of a contract (features/contracts/components/contract-renew-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { RenewContractPage } from '#src/features/contracts/components/contract-renew-page.tsx';
import { NoContractChosen } from '#src/features/contracts/components/contract-parts.tsx';

export const Route = createFileRoute('/dashboard/contracts/renew')({
  validateSearch: (search: Record<string, unknown>): { id?: number | undefined } => ({ id: searchId(search.id) }),
  component: function Screen() {
    const { id } = Route.useSearch();
    return id ? <RenewContractPage id={id} /> : <NoContractChosen />;
  },
});
