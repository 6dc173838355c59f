/** `/dashboard/workspaces` (spec §2 workspaces "list"): features/workgroups/components/workspaces-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { WorkspacesPage } from '#src/features/workgroups/components/workspaces-page.tsx';

export const Route = createFileRoute('/dashboard/workspaces/')({
  component: () => <WorkspacesPage />,
});
