/** `/dashboard/agencies/{id}` (spec §2 "agencies: {id}"): the agency and its clients (features/partners/components/agency-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { AgencyPage } from '#src/features/partners/components/agency-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/agencies/$id/')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <AgencyPage key={id} id={id} viewer={viewerOf(useProfile())} />;
  },
});
