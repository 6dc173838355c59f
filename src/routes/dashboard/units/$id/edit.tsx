/** `/dashboard/units/{id}/edit`: a unit's data (online). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitFormPage } from '#src/features/inventory/components/unit-form-page.tsx';

export const Route = createFileRoute('/dashboard/units/$id/edit')({
  params: idParams,
  component: function UnitEditScreen() {
    const { id } = Route.useParams();
    return <UnitFormPage key={id} id={id} />;
  },
});
