/** `/dashboard/art-requests/$id/pay`: pay an art request (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ArtRequestPayPage } from '#src/features/art/components/art-request-actions.tsx';

export const Route = createFileRoute('/dashboard/art-requests/$id/pay')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <ArtRequestPayPage id={id} />;
  },
});
