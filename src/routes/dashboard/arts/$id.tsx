/** `/dashboard/arts/{id}`: the client art manager of a campaign; child `media-type/{mediatype}` (spec §2). */
import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ClientArtPage } from '#src/features/art/components/client-art-page.tsx';

export const Route = createFileRoute('/dashboard/arts/$id')({
  params: idParams,
  component: function ClientArtScreen() {
    const { id } = Route.useParams();
    const { mediatype } = useParams({ strict: false }) as { mediatype?: number };
    return (
      <ClientArtPage id={id} mediaTypeId={mediatype}>
        <Outlet />
      </ClientArtPage>
    );
  },
});
