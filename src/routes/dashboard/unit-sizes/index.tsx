/** `/dashboard/unit-sizes`: list, create, edit and delete (catalogue-pages.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitSizesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/unit-sizes/')({
  component: () => <UnitSizesPage />,
});
