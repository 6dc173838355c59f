/** `/dashboard/packages`: list, create, edit and delete (features/sales/components/packages-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { PackagesPage } from '#src/features/sales/components/packages-page.tsx';

export const Route = createFileRoute('/dashboard/packages/')({
  component: () => <PackagesPage />,
});
