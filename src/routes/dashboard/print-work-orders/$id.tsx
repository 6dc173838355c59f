/** `/dashboard/print-work-orders/{id}`: print tasks per unit, files and finish; works offline. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { PrintWorkOrderPage } from '#src/features/field-work/components/print-work-order-page.tsx';

export const Route = createFileRoute('/dashboard/print-work-orders/$id')({
  params: idParams,
  component: function PrintWorkOrderScreen() {
    const { id } = Route.useParams();
    return <PrintWorkOrderPage id={id} />;
  },
});
