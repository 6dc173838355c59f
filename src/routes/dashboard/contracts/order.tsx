/** `/dashboard/contracts/order?id=` (spec §2 "contracts/{id}, plus order"): a contract's orders (features/contracts/components/contract-orders-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { ContractOrdersPage } from '#src/features/contracts/components/contract-orders-page.tsx';
import { NoContractChosen } from '#src/features/contracts/components/contract-parts.tsx';

export const Route = createFileRoute('/dashboard/contracts/order')({
  validateSearch: (search: Record<string, unknown>): { id?: number | undefined } => ({ id: searchId(search.id) }),
  component: function Screen() {
    const { id } = Route.useSearch();
    return id ? <ContractOrdersPage id={id} /> : <NoContractChosen />;
  },
});
