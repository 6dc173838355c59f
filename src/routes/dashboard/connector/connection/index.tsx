/** `/dashboard/connector/connection` (product.md §2 connector): the connections (src/features/connector). */
import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsPage } from '#src/features/connector/components/connections-page.tsx';

export const Route = createFileRoute('/dashboard/connector/connection/')({
  component: () => <ConnectionsPage />,
});
