/** `/dashboard/art-adaptation-requests` ({id?} without an id): a campaign's adaptation requests; `?campaign=` presets it. */
import { createFileRoute } from '@tanstack/react-router';
import { AdaptationsPage } from '#src/features/art/components/adaptations.tsx';

export const Route = createFileRoute('/dashboard/art-adaptation-requests/')({
  validateSearch: (search: Record<string, unknown>): { campaign?: number } => {
    const campaign = Number(search.campaign);
    return Number.isInteger(campaign) && campaign > 0 ? { campaign } : {};
  },
  component: function AdaptationsScreen() {
    const { campaign } = Route.useSearch();
    return <AdaptationsPage campaign={campaign} />;
  },
});
