/** `/dashboard/order-jobs`: the mirrored order jobs (needs browse_order_jobs, spec §6). */
import { createFileRoute } from '@tanstack/react-router';
import { OrderJobsPage } from '#src/features/field-work/components/order-jobs-page.tsx';

export const Route = createFileRoute('/dashboard/order-jobs/')({
  component: OrderJobsPage,
});
