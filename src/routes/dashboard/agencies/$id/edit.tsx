/** `/dashboard/agencies/{id}/edit` (spec §2 "agencies: {id}/edit"): features/partners/components/agency-form-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { AgencyEditPage } from '#src/features/partners/components/agency-form-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/agencies/$id/edit')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <AgencyEditPage key={id} id={id} viewer={viewerOf(useProfile())} />;
  },
});
