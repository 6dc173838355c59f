/** `/dashboard/reservations` (spec §2 "reservations: list"): the bookings list under the spec's other name. */
import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '#src/features/sales/components/bookings-page.tsx';

export const Route = createFileRoute('/dashboard/reservations/')({
  component: () => <BookingsPage base="/dashboard/reservations" />,
});
