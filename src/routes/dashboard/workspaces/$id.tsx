/** `/dashboard/workspaces/{id}` (spec §2 workspaces "{id}"): one workspace, its members and clients. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { WorkspacePage } from '#src/features/workgroups/components/workspace-page.tsx';

export const Route = createFileRoute('/dashboard/workspaces/$id')({
  params: idParams,
  component: function WorkspaceScreen() {
    const { id } = Route.useParams();
    return <WorkspacePage key={id} id={id} />;
  },
});
