/** `/dashboard/color-proofs`: the provider's and/or the client's colour proofs (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import { ColourProofsPage } from '#src/features/art/components/colour-proofs.tsx';

export const Route = createFileRoute('/dashboard/color-proofs/')({
  component: ColourProofsPage,
});
