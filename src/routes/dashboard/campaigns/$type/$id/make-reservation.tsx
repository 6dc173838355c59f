/** `/dashboard/campaigns/{type}/{id}/make-reservation` (spec §2); works offline from the mirror. */
import { createFileRoute } from '@tanstack/react-router';
import { MakeReservationPage } from '#src/features/campaigns/components/campaign-pages.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/make-reservation')({
  component: function Screen() {
    const { id } = Route.useParams();
    return <MakeReservationPage id={Number(id)} />;
  },
});
