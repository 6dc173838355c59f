/**
 * `/dashboard/campaigns/{type}/{id}/unit-report` (spec product.md §2; issue 18): each cart unit with its
 * proof-of-posting photos from the field work (features/campaign-reports/components/unit-report-page.tsx).
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { UnitReportPage } from '#src/features/campaign-reports/components/unit-report-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/unit-report')({
  params: idParams,
  component: function Screen() {
    const { type, id } = Route.useParams();
    return <UnitReportPage type={type} id={id} />;
  },
});
