/** `/dashboard/campaigns/{type}/{id}/pay` (spec §2): how the campaign is paid (features/billing/components/pay-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { PayPage } from '#src/features/billing/components/pay-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/pay')({
  params: idParams,
  component: function Screen() {
    const { type, id } = Route.useParams();
    return <PayPage type={type} id={id} />;
  },
});
