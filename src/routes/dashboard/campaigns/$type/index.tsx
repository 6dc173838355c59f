/** `/dashboard/campaigns/{type}`: creating a campaign of that type (step 1). */
import { createFileRoute } from '@tanstack/react-router';
import { CampaignEditorPage } from '#src/features/campaigns/components/editor-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/')({
  component: function NewCampaignScreen() {
    const { type } = Route.useParams();
    return <CampaignEditorPage type={type} />;
  },
});
