/** `/dashboard/units-rules/{id}`: the list with that row's form open. */
import { createFileRoute } from '@tanstack/react-router';
import { UnitRulesPage } from '#src/features/inventory/components/catalog-pages.tsx';

export const Route = createFileRoute('/dashboard/units-rules/$id')({
  component: function EditScreen() {
    const { id } = Route.useParams();
    return <UnitRulesPage key={id} open={Number(id) || undefined} />;
  },
});
