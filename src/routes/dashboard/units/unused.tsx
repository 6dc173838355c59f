/** `/dashboard/units/unused`: a filtered view of the units mirror (see units-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { UnitsPage } from '#src/features/units/components/units-page.tsx';

export const Route = createFileRoute('/dashboard/units/unused')({
  component: () => <UnitsPage view="unused" />,
});
