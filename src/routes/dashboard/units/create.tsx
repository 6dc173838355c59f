/** `/dashboard/units/create`: a new unit (online). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitFormPage } from '#src/features/inventory/components/unit-form-page.tsx';

export const Route = createFileRoute('/dashboard/units/create')({
  component: () => <UnitFormPage />,
});
