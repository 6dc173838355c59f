/** `/dashboard/workgroup/members` (spec §2 "workgroup … members/{id?}", without id): the chosen workgroup's members. */
import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '#src/features/workgroups/components/member-page.tsx';

export const Route = createFileRoute('/dashboard/workgroup/members/')({
  component: () => <MemberPage />,
});
