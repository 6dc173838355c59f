/** `/dashboard/cameras`: the cameras of a campaign's digital units and their latest stills; `?campaign=` chooses it. */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { CamerasPage } from '#src/features/cameras/components/cameras-page.tsx';

export const Route = createFileRoute('/dashboard/cameras')({
  validateSearch: (search: Record<string, unknown>): { campaign?: number } => {
    const campaign = searchId(search.campaign);
    return campaign === undefined ? {} : { campaign };
  },
  component: function CamerasScreen() {
    const { campaign } = Route.useSearch();
    return <CamerasPage campaign={campaign} />;
  },
});
