/** `/dashboard/provider-settings` (spec §2 "provider-settings (business rules)", gate provider_settings.*): features/partners/components/provider-settings-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { ProviderSettingsPage } from '#src/features/partners/components/provider-settings-page.tsx';

export const Route = createFileRoute('/dashboard/provider-settings')({
  component: () => <ProviderSettingsPage />,
});
