/** `/dashboard/art-requests/edit` ({id?}/edit without an id): a new art request; `?campaign=` presets the campaign. */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { ArtRequestEditPage } from '#src/features/art/components/art-request-edit.tsx';

export const Route = createFileRoute('/dashboard/art-requests/edit')({
  validateSearch: (search: Record<string, unknown>): { campaign?: number } => {
    const campaign = searchId(search.campaign);
    return campaign === undefined ? {} : { campaign };
  },
  component: function NewArtRequestScreen() {
    const { campaign } = Route.useSearch();
    return <ArtRequestEditPage campaign={campaign} />;
  },
});
