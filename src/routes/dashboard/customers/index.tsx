/** `/dashboard/customers` (spec §2 "customers: list"): the customers on the device (features/customers). */
import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '#src/features/customers/components/customers-page.tsx';

export const Route = createFileRoute('/dashboard/customers/')({
  component: () => <CustomersPage />,
});
