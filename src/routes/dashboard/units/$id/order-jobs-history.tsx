/** `/dashboard/units/{id}/order-jobs-history`: every order job of a unit, a page at a time (src/features/inventory). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitOrderJobsHistoryPage } from '#src/features/inventory/components/unit-order-jobs-history.tsx';

export const Route = createFileRoute('/dashboard/units/$id/order-jobs-history')({
  params: idParams,
  component: function UnitOrderJobsHistoryScreen() {
    const { id } = Route.useParams();
    return <UnitOrderJobsHistoryPage key={id} id={id} />;
  },
});
