/** `/dashboard/reports` (spec §2 "reports: list"): run, export and save reports (features/reports/components/reports-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { useProfile } from '#src/features/session/api/session.ts';
import { ReportsPage } from '#src/features/reports/components/reports-page.tsx';

export const Route = createFileRoute('/dashboard/reports/')({
  validateSearch: (search: Record<string, unknown>): { kind?: string } =>
    typeof search.kind === 'string' ? { kind: search.kind } : {},
  component: function ReportsScreen() {
    const { kind } = Route.useSearch();
    return <ReportsPage permissions={useProfile().permissions} initialKind={kind} />;
  },
});
