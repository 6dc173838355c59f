/** `/dashboard/proposals/$id` (spec §2 "proposals: {id}"): the proposal editor, offline from the device. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { ProposalEditor } from '#src/features/sales/components/proposal-editor.tsx';

export const Route = createFileRoute('/dashboard/proposals/$id/')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <ProposalEditor id={id} />;
  },
});
