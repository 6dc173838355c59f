/** `/dashboard/materials`: list, create, edit and delete (catalogue-pages.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { MaterialsPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/materials/')({
  component: () => <MaterialsPage />,
});
