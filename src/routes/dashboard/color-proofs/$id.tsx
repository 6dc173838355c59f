/** `/dashboard/color-proofs/{id}`: one colour proof; the client approves or rejects it (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { ColourProofPage } from '#src/features/art/components/colour-proofs.tsx';

export const Route = createFileRoute('/dashboard/color-proofs/$id')({
  component: function ColourProofScreen() {
    const { id } = Route.useParams();
    return <ColourProofPage id={Number(id)} />;
  },
});
