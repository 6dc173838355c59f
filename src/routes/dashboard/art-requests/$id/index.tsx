/** `/dashboard/art-requests/$id/`: one art request (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ArtRequestPage } from '#src/features/art/components/art-requests.tsx';

export const Route = createFileRoute('/dashboard/art-requests/$id/')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <ArtRequestPage id={id} />;
  },
});
