/** `/dashboard/reports/excel` (spec §2 "reports/excel"): every spreadsheet export (features/reports/components/excel-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { useProfile } from '#src/features/session/api/session.ts';
import { ExcelPage } from '#src/features/reports/components/excel-page.tsx';

export const Route = createFileRoute('/dashboard/reports/excel')({
  component: function ExcelScreen() {
    return <ExcelPage permissions={useProfile().permissions} />;
  },
});
