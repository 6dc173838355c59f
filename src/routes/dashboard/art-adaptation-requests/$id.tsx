/** `/dashboard/art-adaptation-requests/{id}`: budget and arts accepted or rejected (spec §2, §4). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { AdaptationPage } from '#src/features/art/components/adaptations.tsx';

export const Route = createFileRoute('/dashboard/art-adaptation-requests/$id')({
  params: idParams,
  component: function AdaptationScreen() {
    const { id } = Route.useParams();
    return <AdaptationPage id={id} />;
  },
});
