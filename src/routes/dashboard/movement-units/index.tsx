/** `/dashboard/movement-units`: movements of contracted units (needs browse_movement_units, spec §6). */
import { createFileRoute } from '@tanstack/react-router';
import { MovementUnitsPage } from '#src/features/movement-units/components/movement-units-page.tsx';

export const Route = createFileRoute('/dashboard/movement-units/')({
  component: MovementUnitsPage,
});
