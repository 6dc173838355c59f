/** `/dashboard/unit-sizes/created`: the list with the new-row form open (spelling as in the spec). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitSizesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/unit-sizes/created')({
  component: () => <UnitSizesPage open="new" />,
});
