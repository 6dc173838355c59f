/** `/dashboard/art-requests/edit` ({id?}/edit without an id): a new art request; `?campaign=` presets the campaign. */
import { createFileRoute } from '@tanstack/react-router';
import { ArtRequestEditPage } from '#src/features/art/components/art-requests.tsx';

export const Route = createFileRoute('/dashboard/art-requests/edit')({
  validateSearch: (search: Record<string, unknown>): { campaign?: number } => {
    const campaign = Number(search.campaign);
    return Number.isInteger(campaign) && campaign > 0 ? { campaign } : {};
  },
  component: function NewArtRequestScreen() {
    const { campaign } = Route.useSearch();
    return <ArtRequestEditPage campaign={campaign} />;
  },
});
