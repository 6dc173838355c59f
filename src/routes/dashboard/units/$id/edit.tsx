/** `/dashboard/units/{id}/edit`: a unit's data (online). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitFormPage } from '#src/features/inventory/components/unit-form-page.tsx';

export const Route = createFileRoute('/dashboard/units/$id/edit')({
  component: function UnitEditScreen() {
    const { id } = Route.useParams();
    return <UnitFormPage key={id} id={Number(id)} />;
  },
});
