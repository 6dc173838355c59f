/** `/dashboard/units`: the mirrored media units, list or map (needs units.*, spec §6). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitsPage } from '#src/features/units/components/units-page.tsx';

export const Route = createFileRoute('/dashboard/units/')({
  component: () => <UnitsPage />,
});
