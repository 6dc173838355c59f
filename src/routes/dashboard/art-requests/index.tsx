/** `/dashboard/art-requests`: art requests with search, status and page (spec §2, §3). */
import { createFileRoute } from '@tanstack/react-router';
import { ArtRequestsPage } from '#src/features/art/components/art-requests.tsx';

export const Route = createFileRoute('/dashboard/art-requests/')({
  component: ArtRequestsPage,
});
