/** `/dashboard/workgroup` (spec §2 "workgroup list", sidebar gate `workgroup.*`): features/workgroups/components/workgroup-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { WorkgroupPage } from '#src/features/workgroups/components/workgroup-page.tsx';

export const Route = createFileRoute('/dashboard/workgroup/')({
  component: () => <WorkgroupPage />,
});
