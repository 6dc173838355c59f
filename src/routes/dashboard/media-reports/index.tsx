/** `/dashboard/media-reports` (spec §2 "media-reports/{id?}" without an id): occupation and campaigns per executive. */
import { createFileRoute } from '@tanstack/react-router';
import { useProfile } from '#src/features/session/api/session.ts';
import { MediaReportsPage } from '#src/features/reports/components/media-reports-page.tsx';

export const Route = createFileRoute('/dashboard/media-reports/')({
  component: function MediaReportsScreen() {
    return <MediaReportsPage permissions={useProfile().permissions} />;
  },
});
