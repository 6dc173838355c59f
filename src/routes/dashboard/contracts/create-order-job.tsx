/** `/dashboard/contracts/create-order-job?id=` (spec §2 "contracts/{id}, plus create-order-job"): an order job made from a contract (features/contracts/components/contract-order-job-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { CreateOrderJobPage } from '#src/features/contracts/components/contract-order-job-page.tsx';
import { NoContractChosen } from '#src/features/contracts/components/contract-parts.tsx';

export const Route = createFileRoute('/dashboard/contracts/create-order-job')({
  validateSearch: (search: Record<string, unknown>): { id?: number | undefined } => ({ id: searchId(search.id) }),
  component: function Screen() {
    const { id } = Route.useSearch();
    return id ? <CreateOrderJobPage id={id} /> : <NoContractChosen />;
  },
});
