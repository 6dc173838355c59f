/** `/dashboard/proposals/$id/by-package` (spec §2 "proposals: {id}/by-package"): a package's units added. */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { AddPackagePage } from '#src/features/sales/components/package-cards.tsx';

export const Route = createFileRoute('/dashboard/proposals/$id/by-package')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <AddPackagePage id={id} />;
  },
});
