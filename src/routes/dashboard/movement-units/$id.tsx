/** `/dashboard/movement-units/{id}`: one movement. */
import { createFileRoute } from '@tanstack/react-router';
import { MovementUnitPage } from '#src/features/movement-units/components/movement-unit-page.tsx';

export const Route = createFileRoute('/dashboard/movement-units/$id')({
  component: function MovementUnitScreen() {
    const { id } = Route.useParams();
    return <MovementUnitPage id={Number(id)} />;
  },
});
