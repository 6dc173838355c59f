/** `/dashboard/order-jobs/{id}/edit`: date and description of a job (operations staff). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { OrderJobEditPage } from '#src/features/field-work/components/order-job-edit-page.tsx';

export const Route = createFileRoute('/dashboard/order-jobs/$id_/edit')({
  params: idParams,
  component: function OrderJobEditScreen() {
    const { id } = Route.useParams();
    return <OrderJobEditPage id={id} />;
  },
});
