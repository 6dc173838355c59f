/** `/dashboard/discount-requests/$id` (spec §2 "discount-requests/{id?}"): one discount request and its decision. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { DiscountRequestPage } from '#src/features/sales/components/price-requests-page.tsx';

export const Route = createFileRoute('/dashboard/discount-requests/$id')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <DiscountRequestPage id={id} />;
  },
});
