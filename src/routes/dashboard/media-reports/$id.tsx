/** `/dashboard/media-reports/{id}` (spec §2 "media-reports/{id?}"): the media reports of media type `id`. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { useProfile } from '#src/features/session/api/session.ts';
import { MediaReportsPage } from '#src/features/reports/components/media-reports-page.tsx';

export const Route = createFileRoute('/dashboard/media-reports/$id')({
  params: idParams,
  component: function MediaTypeReportsScreen() {
    const { id } = Route.useParams();
    return <MediaReportsPage key={id} permissions={useProfile().permissions} mediaTypeId={id} />;
  },
});
