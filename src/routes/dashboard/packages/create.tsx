/** `/dashboard/packages/create`: the list with the new-package form open (spec §2 "packages: create"). */
import { createFileRoute } from '@tanstack/react-router';
import { PackagesPage } from '#src/features/sales/components/packages-page.tsx';

export const Route = createFileRoute('/dashboard/packages/create')({
  component: () => <PackagesPage open="new" />,
});
