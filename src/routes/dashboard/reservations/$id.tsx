/** `/dashboard/reservations/$id` (spec §2 "reservations: {id}"): one reservation, as /dashboard/bookings/$id. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { BookingPage } from '#src/features/sales/components/booking-page.tsx';

export const Route = createFileRoute('/dashboard/reservations/$id')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <BookingPage id={id} />;
  },
});
