/** `/dashboard/campaigns/select`: choose budget, package or manual (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { SelectCampaignTypePage } from '#src/features/campaigns/components/select-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/select')({
  component: SelectCampaignTypePage,
});
