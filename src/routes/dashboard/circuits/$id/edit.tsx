/**
 * `/dashboard/circuits/{id}/edit` (spec §2 dashboard "circuits: {id}/edit"): circuit `id`'s form, or the circuit
 * read-only when the account may not change it (features/circuits).
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { CircuitEditPage } from '#src/features/circuits/components/circuit-form-page.tsx';
import { circuitsViewerOf } from '#src/features/circuits/model/circuits.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/circuits/$id/edit')({
  params: idParams,
  component: function CircuitEditScreen() {
    const { id } = Route.useParams();
    return <CircuitEditPage key={id} id={id} viewer={circuitsViewerOf(useProfile())} />;
  },
});
