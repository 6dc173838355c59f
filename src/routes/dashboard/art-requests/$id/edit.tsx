/** `/dashboard/art-requests/$id/edit`: edit an art request (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ArtRequestEditPage } from '#src/features/art/components/art-request-edit.tsx';

export const Route = createFileRoute('/dashboard/art-requests/$id/edit')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <ArtRequestEditPage id={id} />;
  },
});
