/** `/dashboard/materials`: list, create, edit and delete (catalog-pages.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { MaterialsPage } from '#src/features/inventory/components/catalog-pages.tsx';

export const Route = createFileRoute('/dashboard/materials/')({
  component: () => <MaterialsPage />,
});
