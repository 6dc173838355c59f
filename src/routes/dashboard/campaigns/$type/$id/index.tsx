/** `/dashboard/campaigns/{type}/{id}`: the campaign editor; works offline from the mirror once opened. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { CampaignEditorPage } from '#src/features/campaigns/components/editor-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/')({
  params: idParams,
  component: function CampaignEditorScreen() {
    const { type, id } = Route.useParams();
    return <CampaignEditorPage type={type} id={id} />;
  },
});
