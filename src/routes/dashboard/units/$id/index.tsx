/** `/dashboard/units/{id}`: a unit with its contracts, bookings, reservations, order jobs and points of interest. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitDetailPage } from '#src/features/inventory/components/unit-detail-page.tsx';

export const Route = createFileRoute('/dashboard/units/$id/')({
  params: idParams,
  component: function UnitScreen() {
    const { id } = Route.useParams();
    return <UnitDetailPage key={id} id={id} />;
  },
});
