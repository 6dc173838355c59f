/**
 * `/dashboard/campaigns/{type}/{id}/create-art-adaptation` (spec product.md §2):
 * the campaign's art adaptation requests and a new one (asking needs a
 * connection: the server gives its number; the list shows as last loaded
 * offline). The same screen as /dashboard/art-adaptation-requests, for this campaign.
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { AdaptationsPage } from '#src/features/art/components/adaptations.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/create-art-adaptation')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <AdaptationsPage campaign={id} />;
  },
});
