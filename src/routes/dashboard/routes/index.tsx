/** `/dashboard/routes`: the technician's routes (needs browse_routes, spec §6). */
import { createFileRoute } from '@tanstack/react-router';
import { RoutesPage } from '#src/features/field-work/components/routes-page.tsx';

export const Route = createFileRoute('/dashboard/routes/')({
  component: RoutesPage,
});
