/** `/dashboard/internal-media-types/{id}`: the list with that row's form open. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { MediaTypesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/internal-media-types/$id')({
  params: idParams,
  component: function EditScreen() {
    const { id } = Route.useParams();
    return <MediaTypesPage key={id} open={id} />;
  },
});
