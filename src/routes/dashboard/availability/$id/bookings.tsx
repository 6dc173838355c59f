/** `/dashboard/availability/$id/bookings` (spec §2 availability/{id}/bookings): the bookings holding a unit (features/availability). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitBookingsPage } from '#src/features/availability/components/unit-holdings-pages.tsx';

export const Route = createFileRoute('/dashboard/availability/$id/bookings')({
  params: idParams,
  component: function Screen() {
    return <UnitBookingsPage id={Route.useParams().id} />;
  },
});
