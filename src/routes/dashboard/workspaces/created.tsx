/**
 * `/dashboard/workspaces/created` (spec §2 workspaces "created", spelling as written): creating a workspace on a page
 * of its own, then the new workspace with its next steps (features/workgroups/components/workspaces-page.tsx).
 */
import { createFileRoute } from '@tanstack/react-router';
import { WorkspaceCreatedPage } from '#src/features/workgroups/components/workspaces-page.tsx';

export const Route = createFileRoute('/dashboard/workspaces/created')({
  component: () => <WorkspaceCreatedPage />,
});
