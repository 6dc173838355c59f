/** `/dashboard/units/import`: CSV import of units with a per-row report (online). */
import { createFileRoute } from '@tanstack/react-router';
import { CsvImportPage } from '#src/features/inventory/components/csv-import-page.tsx';

export const Route = createFileRoute('/dashboard/units/import')({
  component: CsvImportPage,
});
