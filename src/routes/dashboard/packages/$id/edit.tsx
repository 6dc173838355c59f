/** `/dashboard/packages/{id}/edit`: the list with that package's form open (spec §2 "packages: {id}/edit"). */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { PackagesPage } from '#src/features/sales/components/packages-page.tsx';

export const Route = createFileRoute('/dashboard/packages/$id/edit')({
  params: idParams,
  component: function EditScreen() {
    const { id } = Route.useParams();
    return <PackagesPage key={id} open={id} />;
  },
});
