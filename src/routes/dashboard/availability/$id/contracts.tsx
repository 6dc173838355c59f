/** `/dashboard/availability/$id/contracts` (spec §2 availability/{id}/contracts): the contract lines on a unit (features/availability). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitContractsPage } from '#src/features/availability/components/unit-holdings-pages.tsx';

export const Route = createFileRoute('/dashboard/availability/$id/contracts')({
  params: idParams,
  component: function Screen() {
    return <UnitContractsPage id={Route.useParams().id} />;
  },
});
