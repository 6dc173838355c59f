/** `/dashboard/art-adaptation-requests/{id}`: budget and arts accepted or rejected (spec §2, §4). */
import { createFileRoute } from '@tanstack/react-router';
import { AdaptationPage } from '#src/features/art/components/adaptations.tsx';

export const Route = createFileRoute('/dashboard/art-adaptation-requests/$id')({
  component: function AdaptationScreen() {
    const { id } = Route.useParams();
    return <AdaptationPage id={Number(id)} />;
  },
});
