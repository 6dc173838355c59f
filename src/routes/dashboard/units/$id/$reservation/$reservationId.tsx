/**
 * `/dashboard/units/{id}/{reservation}/{id_reservation}` (spec §2): one booking or contract holding the unit (the
 * campaign's id), with its dates, spots and price.
 */
import { createFileRoute } from '@tanstack/react-router';
import { holdingKindParam, pathParams, recordId } from '#src/app/route-params.ts';
import { UnitHoldingPage } from '#src/features/inventory/components/unit-holdings-page.tsx';

export const Route = createFileRoute('/dashboard/units/$id/$reservation/$reservationId')({
  params: pathParams({ id: recordId, reservation: holdingKindParam, reservationId: recordId }),
  component: function Screen() {
    const { id, reservation, reservationId } = Route.useParams();
    return <UnitHoldingPage id={id} kind={reservation} campaignId={reservationId} />;
  },
});
