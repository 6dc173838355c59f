/** `/dashboard/movement-units/{id}`: one movement. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { MovementUnitPage } from '#src/features/movement-units/components/movement-unit-page.tsx';

export const Route = createFileRoute('/dashboard/movement-units/$id')({
  params: idParams,
  component: function MovementUnitScreen() {
    const { id } = Route.useParams();
    return <MovementUnitPage id={id} />;
  },
});
