/** `/dashboard/color-proofs/provider/{id}`: a campaign's colour proofs and "Upload colour proof" (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { CampaignProofsPage } from '#src/features/art/components/colour-proofs.tsx';

export const Route = createFileRoute('/dashboard/color-proofs/provider/$id')({
  params: idParams,
  component: function CampaignProofsScreen() {
    const { id } = Route.useParams();
    return <CampaignProofsPage campaignId={id} />;
  },
});
