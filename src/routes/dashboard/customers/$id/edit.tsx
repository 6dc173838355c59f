/** `/dashboard/customers/$id/edit` (spec §2 "customers: {id}/edit"): edit a customer, offline too (features/customers). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { CustomerEditPage } from '#src/features/customers/components/customer-edit-page.tsx';

export const Route = createFileRoute('/dashboard/customers/$id/edit')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <CustomerEditPage id={id} />;
  },
});
