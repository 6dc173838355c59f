/** `/dashboard/provider-campaigns`: campaigns holding the provider's units (needs campaignsProvider.show.*). */
import { createFileRoute } from '@tanstack/react-router';
import { ProviderCampaignsPage } from '#src/features/inventory/components/provider-campaigns-page.tsx';

export const Route = createFileRoute('/dashboard/provider-campaigns')({
  component: ProviderCampaignsPage,
});
