/** `/dashboard/connector/specification/{id}` (product.md §2 connector): the list with that row open. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { SpecificationsPage } from '#src/features/connector/components/specifications-page.tsx';

export const Route = createFileRoute('/dashboard/connector/specification/$id')({
  params: idParams,
  component: function OpenScreen() {
    const { id } = Route.useParams();
    return <SpecificationsPage key={id} open={id} />;
  },
});
