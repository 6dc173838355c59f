/** `/dashboard/unit/{id}`: the unit types with that type's form open (its measures for those who may not edit). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitTypesPage } from '#src/features/unit-types/components/unit-types-page.tsx';

export const Route = createFileRoute('/dashboard/unit/$id')({
  params: idParams,
  component: function UnitTypeScreen() {
    const { id } = Route.useParams();
    return <UnitTypesPage key={id} open={id} />;
  },
});
