/** `/dashboard/unit-sizes/{id}`: the list with that row's form open. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitSizesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/unit-sizes/$id')({
  params: idParams,
  component: function EditScreen() {
    const { id } = Route.useParams();
    return <UnitSizesPage key={id} open={id} />;
  },
});
