/** `/dashboard/circuits` (spec §2 dashboard "circuits: list"): the circuits with their filters (features/circuits). */
import { createFileRoute } from '@tanstack/react-router';
import { CircuitsPage } from '#src/features/circuits/components/circuits-page.tsx';
import { circuitsViewerOf } from '#src/features/circuits/model/circuits.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/circuits/')({
  component: function CircuitsScreen() {
    return <CircuitsPage viewer={circuitsViewerOf(useProfile())} />;
  },
});
