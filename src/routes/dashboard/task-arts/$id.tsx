/** `/dashboard/task-arts/{id}`: a print task's arts, associated then accepted or rejected (spec §4; ours: §2 lists no screen for tasks). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { TaskArtsPage } from '#src/features/art/components/task-arts.tsx';

export const Route = createFileRoute('/dashboard/task-arts/$id')({
  params: idParams,
  component: function TaskArtsScreen() {
    const { id } = Route.useParams();
    return <TaskArtsPage id={id} />;
  },
});
