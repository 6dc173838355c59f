/** `/dashboard/units-rules`: list, create, edit and delete (catalogue-pages.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitRulesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/units-rules/')({
  component: () => <UnitRulesPage />,
});
