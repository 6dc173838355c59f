/** `/dashboard/sync`: the sync centre (ARCHITECTURE.md, offline data). */
import { createFileRoute } from '@tanstack/react-router';
import { SyncCentrePage } from '#src/features/sync-centre/components/sync-centre-page.tsx';

export const Route = createFileRoute('/dashboard/sync')({
  component: SyncCentrePage,
});
