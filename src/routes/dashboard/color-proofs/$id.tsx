/** `/dashboard/color-proofs/{id}`: one colour proof; the client approves or rejects it (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ColourProofPage } from '#src/features/art/components/colour-proofs.tsx';

export const Route = createFileRoute('/dashboard/color-proofs/$id')({
  params: idParams,
  component: function ColourProofScreen() {
    const { id } = Route.useParams();
    return <ColourProofPage id={id} />;
  },
});
