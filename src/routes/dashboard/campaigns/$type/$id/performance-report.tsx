/**
 * `/dashboard/campaigns/{type}/{id}/performance-report` (spec product.md §2; issue 18): the campaign's figures,
 * investment by media type, audience distribution chart and report downloads
 * (features/campaign-reports/components/performance-page.tsx).
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { PerformanceReportPage } from '#src/features/campaign-reports/components/performance-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/performance-report')({
  params: idParams,
  component: function Screen() {
    const { type, id } = Route.useParams();
    return <PerformanceReportPage type={type} id={id} />;
  },
});
