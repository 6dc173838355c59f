/** `/dashboard/campaigns/{type}/{id}`: the campaign editor; works offline from the mirror once opened. */
import { createFileRoute } from '@tanstack/react-router';
import { CampaignEditorPage } from '#src/features/campaigns/components/editor-page.tsx';
import type { CampaignType } from '#src/domain/steps.ts';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/')({
  component: function CampaignEditorScreen() {
    const { type, id } = Route.useParams();
    return <CampaignEditorPage type={type as CampaignType} id={Number(id)} />;
  },
});
