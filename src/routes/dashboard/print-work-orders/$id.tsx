/** `/dashboard/print-work-orders/{id}`: print tasks per unit, files and finish; works offline. */
import { createFileRoute } from '@tanstack/react-router';
import { PrintWorkOrderPage } from '#src/features/field-work/components/print-work-order-page.tsx';

export const Route = createFileRoute('/dashboard/print-work-orders/$id')({
  component: function PrintWorkOrderScreen() {
    const { id } = Route.useParams();
    return <PrintWorkOrderPage id={Number(id)} />;
  },
});
