/** `/dashboard/bookings`: the reservations on the device (features/sales/components/bookings-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '#src/features/sales/components/bookings-page.tsx';

export const Route = createFileRoute('/dashboard/bookings/')({
  component: () => <BookingsPage />,
});
