/** `/dashboard/workgroup/members/{id}` (spec §2 "workgroup … members/{id?}"): one member, its customers, assigning more. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { MemberPage } from '#src/features/workgroups/components/member-page.tsx';

export const Route = createFileRoute('/dashboard/workgroup/members/$id')({
  params: idParams,
  component: function WorkgroupMemberScreen() {
    const { id } = Route.useParams();
    return <MemberPage key={id} id={id} />;
  },
});
