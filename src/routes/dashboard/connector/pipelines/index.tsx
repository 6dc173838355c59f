/** `/dashboard/connector/pipelines` (product.md §2 connector): the pipelines, each with Run sync (src/features/connector). */
import { createFileRoute } from '@tanstack/react-router';
import { PipelinesPage } from '#src/features/connector/components/pipelines-page.tsx';

export const Route = createFileRoute('/dashboard/connector/pipelines/')({
  component: () => <PipelinesPage />,
});
