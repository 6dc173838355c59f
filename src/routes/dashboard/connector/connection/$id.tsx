/** `/dashboard/connector/connection/{id}` (product.md §2 connector): the list with that row open. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ConnectionsPage } from '#src/features/connector/components/connections-page.tsx';

export const Route = createFileRoute('/dashboard/connector/connection/$id')({
  params: idParams,
  component: function OpenScreen() {
    const { id } = Route.useParams();
    return <ConnectionsPage key={id} open={id} />;
  },
});
