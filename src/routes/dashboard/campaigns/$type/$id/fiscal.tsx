/** `/dashboard/campaigns/{type}/{id}/fiscal` (spec §2): the campaign's fiscal data and costs (features/billing/components/fiscal-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { FiscalPage } from '#src/features/billing/components/fiscal-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/fiscal')({
  params: idParams,
  component: function Screen() {
    const { type, id } = Route.useParams();
    return <FiscalPage type={type} id={id} />;
  },
});
