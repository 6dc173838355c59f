/** `/dashboard/campaigns/{type}/{id}/paid` (spec §2): what the campaign was charged and paid (features/billing/components/paid-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { PaidPage } from '#src/features/billing/components/paid-page.tsx';

export const Route = createFileRoute('/dashboard/campaigns/$type/$id/paid')({
  params: idParams,
  component: function Screen() {
    const { type, id } = Route.useParams();
    return <PaidPage type={type} id={id} />;
  },
});
