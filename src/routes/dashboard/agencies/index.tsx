/** `/dashboard/agencies` (spec §2 "agencies: list", gate browse_agencies): features/partners/components/agencies-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { AgenciesPage } from '#src/features/partners/components/agencies-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/agencies/')({
  component: function Screen() {
    return <AgenciesPage viewer={viewerOf(useProfile())} />;
  },
});
