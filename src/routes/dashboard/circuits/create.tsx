/** `/dashboard/circuits/create` (spec §2 dashboard "circuits: create"): a new circuit (features/circuits). */
import { createFileRoute } from '@tanstack/react-router';
import { CircuitCreatePage } from '#src/features/circuits/components/circuit-form-page.tsx';
import { circuitsViewerOf } from '#src/features/circuits/model/circuits.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/circuits/create')({
  component: function CircuitCreateScreen() {
    return <CircuitCreatePage viewer={circuitsViewerOf(useProfile())} />;
  },
});
