/** `/dashboard/connector/specification` (product.md §2 connector): the data specifications (src/features/connector). */
import { createFileRoute } from '@tanstack/react-router';
import { SpecificationsPage } from '#src/features/connector/components/specifications-page.tsx';

export const Route = createFileRoute('/dashboard/connector/specification/')({
  component: () => <SpecificationsPage />,
});
