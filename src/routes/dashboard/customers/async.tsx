/** `/dashboard/customers/async` (spec §2 "customers: async"): the server-side customer search (features/customers). */
import { createFileRoute } from '@tanstack/react-router';
import { CustomersAsyncPage } from '#src/features/customers/components/customers-async-page.tsx';

export const Route = createFileRoute('/dashboard/customers/async')({
  component: () => <CustomersAsyncPage />,
});
