/** `/dashboard/units-rules/create`: the list with the new-row form open (spelling as in the spec). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitRulesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/units-rules/create')({
  component: () => <UnitRulesPage open="new" />,
});
