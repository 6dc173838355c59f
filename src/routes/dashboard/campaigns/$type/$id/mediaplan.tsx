/** `/dashboard/campaigns/{type}/{id}/mediaplan` (spec §2); works offline from the mirror. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { MediaPlanPage } from '#src/features/campaigns/components/campaign-pages.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/mediaplan')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <MediaPlanPage id={id} />;
  },
});
