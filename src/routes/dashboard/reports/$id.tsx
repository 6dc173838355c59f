/** `/dashboard/reports/{id}` (spec §2): a saved report (features/reports/components/saved-report-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { SavedReportPage } from '#src/features/reports/components/saved-report-page.tsx';

export const Route = createFileRoute('/dashboard/reports/$id')({
  params: idParams,
  component: function SavedReportScreen() {
    const { id } = Route.useParams();
    return <SavedReportPage id={id} />;
  },
});
