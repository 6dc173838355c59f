/** `/dashboard/unit`: the unit types — list, create, edit and delete (src/features/unit-types). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitTypesPage } from '#src/features/unit-types/components/unit-types-page.tsx';

export const Route = createFileRoute('/dashboard/unit/')({
  component: () => <UnitTypesPage />,
});
