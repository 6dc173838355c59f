/** `/dashboard/arts/{id}`: the client art manager of a campaign; child `media-type/{mediatype}` (spec §2). */
import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { ClientArtPage } from '#src/features/art/components/client-art-page.tsx';

export const Route = createFileRoute('/dashboard/arts/$id')({
  component: function ClientArtScreen() {
    const { id } = Route.useParams();
    const { mediatype } = useParams({ strict: false }) as { mediatype?: string };
    return (
      <ClientArtPage id={Number(id)} mediaTypeId={mediatype ? Number(mediatype) : undefined}>
        <Outlet />
      </ClientArtPage>
    );
  },
});
