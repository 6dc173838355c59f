/** `/dashboard/art-requests/$id/review-arts`: an art request's files, zip and attachments (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ArtRequestReviewPage } from '#src/features/art/components/art-request-actions.tsx';

export const Route = createFileRoute('/dashboard/art-requests/$id/review-arts')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <ArtRequestReviewPage id={id} />;
  },
});
