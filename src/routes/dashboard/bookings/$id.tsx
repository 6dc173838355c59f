/** `/dashboard/bookings/$id` (spec §2 "bookings/{id}"): one reservation (features/sales/components/booking-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { BookingPage } from '#src/features/sales/components/booking-page.tsx';

export const Route = createFileRoute('/dashboard/bookings/$id')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <BookingPage id={id} />;
  },
});
