/**
 * `/dashboard/units/{id}/{reservation}` (spec §2 "units: {id}/{reservation}"): what holds a unit, one kind at a time —
 * `bookings` or `contracts` (any other word is the not-found page).
 */
import { createFileRoute } from '@tanstack/react-router';
import { holdingKindParam, pathParams, recordId } from '#src/app/route-params.ts';
import { UnitHoldingsPage } from '#src/features/inventory/components/unit-holdings-page.tsx';

export const Route = createFileRoute('/dashboard/units/$id/$reservation/')({
  params: pathParams({ id: recordId, reservation: holdingKindParam }),
  component: function Screen() {
    const { id, reservation } = Route.useParams();
    return <UnitHoldingsPage id={id} kind={reservation} />;
  },
});
