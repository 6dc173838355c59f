/** `/dashboard/print-work-orders`: the mirrored print work orders (needs print_work_orders.work, spec §6). */
import { createFileRoute } from '@tanstack/react-router';
import { PrintWorkOrdersPage } from '#src/features/field-work/components/print-work-orders-page.tsx';

export const Route = createFileRoute('/dashboard/print-work-orders/')({
  component: PrintWorkOrdersPage,
});
