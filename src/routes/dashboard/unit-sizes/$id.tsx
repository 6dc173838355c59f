/** `/dashboard/unit-sizes/{id}`: the list with that row's form open. */
import { createFileRoute } from '@tanstack/react-router';
import { UnitSizesPage } from '#src/features/inventory/components/catalog-pages.tsx';

export const Route = createFileRoute('/dashboard/unit-sizes/$id')({
  component: function EditScreen() {
    const { id } = Route.useParams();
    return <UnitSizesPage key={id} open={Number(id) || undefined} />;
  },
});
