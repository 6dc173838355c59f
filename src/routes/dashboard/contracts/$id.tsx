/** `/dashboard/contracts/$id` (spec §2 "contracts/{id}"): one contract (features/contracts/components/contract-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ContractPage } from '#src/features/contracts/components/contract-page.tsx';

export const Route = createFileRoute('/dashboard/contracts/$id')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <ContractPage id={id} />;
  },
});
