/** `/dashboard/art-requests/$id/edit`: edit an art request (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { ArtRequestEditPage } from '#src/features/art/components/art-requests.tsx';

export const Route = createFileRoute('/dashboard/art-requests/$id/edit')({
  component: function Screen() {
    const { id } = Route.useParams();
    return <ArtRequestEditPage id={Number(id)} />;
  },
});
