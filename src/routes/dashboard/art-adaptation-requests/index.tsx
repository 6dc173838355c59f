/** `/dashboard/art-adaptation-requests` ({id?} without an id): a campaign's adaptation requests; `?campaign=` presets it. */
import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '#src/app/route-params.ts';
import { AdaptationsPage } from '#src/features/art/components/adaptations.tsx';

export const Route = createFileRoute('/dashboard/art-adaptation-requests/')({
  validateSearch: (search: Record<string, unknown>): { campaign?: number } => {
    const campaign = searchId(search.campaign);
    return campaign === undefined ? {} : { campaign };
  },
  component: function AdaptationsScreen() {
    const { campaign } = Route.useSearch();
    return <AdaptationsPage campaign={campaign} />;
  },
});
