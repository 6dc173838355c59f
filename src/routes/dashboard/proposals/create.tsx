/** `/dashboard/proposals/create` (spec §2 "campaign-proposal: create"): a new proposal for a customer. */
import { createFileRoute } from '@tanstack/react-router';
import { ProposalCreatePage } from '#src/features/sales/components/proposal-create-page.tsx';

export const Route = createFileRoute('/dashboard/proposals/create')({
  component: () => <ProposalCreatePage />,
});
