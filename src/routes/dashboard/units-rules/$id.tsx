/** `/dashboard/units-rules/{id}`: the list with that row's form open. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitRulesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/units-rules/$id')({
  params: idParams,
  component: function EditScreen() {
    const { id } = Route.useParams();
    return <UnitRulesPage key={id} open={id} />;
  },
});
