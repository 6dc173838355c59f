/** `/dashboard/order-jobs/{id}`: one order job with its units and routes; works offline from the mirror. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { OrderJobPage } from '#src/features/field-work/components/order-job-page.tsx';

export const Route = createFileRoute('/dashboard/order-jobs/$id')({
  params: idParams,
  component: function OrderJobScreen() {
    const { id } = Route.useParams();
    return <OrderJobPage id={id} />;
  },
});
