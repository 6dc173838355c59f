/** `/dashboard/proposals` (spec §2 "proposals: list"): the proposals on the device. */
import { createFileRoute } from '@tanstack/react-router';
import { ProposalsPage } from '#src/features/sales/components/proposals-page.tsx';

export const Route = createFileRoute('/dashboard/proposals/')({
  component: () => <ProposalsPage />,
});
