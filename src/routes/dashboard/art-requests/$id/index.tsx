/** `/dashboard/art-requests/$id/`: one art request (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { ArtRequestPage } from '#src/features/art/components/art-requests.tsx';

export const Route = createFileRoute('/dashboard/art-requests/$id/')({
  component: function Screen() {
    const { id } = Route.useParams();
    return <ArtRequestPage id={Number(id)} />;
  },
});
