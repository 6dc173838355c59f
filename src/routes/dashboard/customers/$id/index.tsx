/** `/dashboard/customers/$id` (spec §2 "customers: {id}"): one customer (features/customers/components/customer-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { CustomerPage } from '#src/features/customers/components/customer-page.tsx';

export const Route = createFileRoute('/dashboard/customers/$id/')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <CustomerPage id={id} />;
  },
});
