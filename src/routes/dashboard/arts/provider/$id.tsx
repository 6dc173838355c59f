/** `/dashboard/arts/provider/{id}`: a campaign's artwork versions, Accept / Deny per version and unit (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ProviderArtPage } from '#src/features/art/components/provider-art-page.tsx';

export const Route = createFileRoute('/dashboard/arts/provider/$id')({
  params: idParams,
  component: function ProviderArtScreen() {
    const { id } = Route.useParams();
    return <ProviderArtPage id={id} />;
  },
});
