/** `/dashboard/arts/{id}/media-type/{mediatype}`: a media type's open version and history (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { pathParams, recordId } from '#src/app/route-params.ts';
import { ClientMediaTypeArt } from '#src/features/art/components/client-art-page.tsx';

export const Route = createFileRoute('/dashboard/arts/$id/media-type/$mediatype')({
  params: pathParams({ id: recordId, mediatype: recordId }),
  component: function ClientMediaTypeScreen() {
    const { id, mediatype } = Route.useParams();
    return <ClientMediaTypeArt id={id} mediaTypeId={mediatype} />;
  },
});
