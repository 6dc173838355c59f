/** `/dashboard/routes/{id}`: one route, its stops and their photos; works offline from the mirror. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { RoutePage } from '#src/features/field-work/components/route-page.tsx';

export const Route = createFileRoute('/dashboard/routes/$id')({
  params: idParams,
  component: function RouteScreen() {
    const { id } = Route.useParams();
    return <RoutePage id={id} />;
  },
});
