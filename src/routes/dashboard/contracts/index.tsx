/** `/dashboard/contracts`: the contracts on the device (features/contracts/components/contracts-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { ContractsPage } from '#src/features/contracts/components/contracts-page.tsx';

export const Route = createFileRoute('/dashboard/contracts/')({
  component: () => <ContractsPage />,
});
