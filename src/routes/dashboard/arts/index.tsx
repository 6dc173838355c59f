/** `/dashboard/arts`: the client's campaigns in the art manager (entry to spec §2 arts/{id}). */
import { createFileRoute } from '@tanstack/react-router';
import { ClientArtCampaignsPage } from '#src/features/art/components/client-art-page.tsx';

export const Route = createFileRoute('/dashboard/arts/')({
  component: ClientArtCampaignsPage,
});
