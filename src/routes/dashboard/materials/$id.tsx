/** `/dashboard/materials/{id}`: the list with that row's form open. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { MaterialsPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/materials/$id')({
  params: idParams,
  component: function EditScreen() {
    const { id } = Route.useParams();
    return <MaterialsPage key={id} open={id} />;
  },
});
