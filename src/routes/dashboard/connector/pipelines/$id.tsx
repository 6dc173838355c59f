/** `/dashboard/connector/pipelines/{id}` (product.md §2 connector): the list with that row open. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { PipelinesPage } from '#src/features/connector/components/pipelines-page.tsx';

export const Route = createFileRoute('/dashboard/connector/pipelines/$id')({
  params: idParams,
  component: function OpenScreen() {
    const { id } = Route.useParams();
    return <PipelinesPage key={id} open={id} />;
  },
});
