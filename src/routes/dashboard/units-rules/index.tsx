/** `/dashboard/units-rules`: list, create, edit and delete (catalog-pages.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitRulesPage } from '#src/features/inventory/components/catalog-pages.tsx';

export const Route = createFileRoute('/dashboard/units-rules/')({
  component: () => <UnitRulesPage />,
});
