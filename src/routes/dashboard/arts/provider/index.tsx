/** `/dashboard/arts/provider`: campaigns with artwork awaiting the provider's decision (spec §2 arts/provider/{id?}). */
import { createFileRoute } from '@tanstack/react-router';
import { ProviderArtPage } from '#src/features/art/components/provider-art-page.tsx';

export const Route = createFileRoute('/dashboard/arts/provider/')({
  component: function ProviderArtsScreen() {
    return <ProviderArtPage />;
  },
});
