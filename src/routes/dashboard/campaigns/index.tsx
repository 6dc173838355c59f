/** `/dashboard/campaigns`: the mirrored campaigns (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { CampaignsPage } from '#src/features/campaigns/components/campaigns-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/')({
  component: CampaignsPage,
});
