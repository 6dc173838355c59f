/** `/dashboard/agencies/create` (spec §2 "agencies: create"): features/partners/components/agency-form-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { AgencyCreatePage } from '#src/features/partners/components/agency-form-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/agencies/create')({
  component: function Screen() {
    return <AgencyCreatePage viewer={viewerOf(useProfile())} />;
  },
});
