/**
 * `/dashboard/campaigns/{type}/{id}/yodageek` (spec product.md §2, which shows nothing more): the campaign's audience
 * and points of interest — the POI map with its units and the nearest-unit table
 * (features/campaign-reports/components/yodageek-page.tsx says why).
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { YodageekPage } from '#src/features/campaign-reports/components/yodageek-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/yodageek')({
  params: idParams,
  component: function Screen() {
    const { type, id } = Route.useParams();
    return <YodageekPage type={type} id={id} />;
  },
});
