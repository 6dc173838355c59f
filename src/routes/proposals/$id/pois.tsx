/**
 * `/proposals/{id}/pois` (spec product.md §2, outside the dashboard): the points of interest near each unit of the
 * proposal. Needs a signed-in account (the dashboard's guard) and runs its sync engine, so it opens offline.
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { useProfile } from '#src/features/session/api/session.ts';
import { PoisReportPage } from '#src/features/sales/components/pois-report-page.tsx';
import { AccountSync } from '#src/app/account-sync.tsx';
import { ChakraArea } from '#src/app/chakra-area.tsx';
import { NotFoundPage } from '#src/app/error-page.tsx';
import { dashboardArea } from '#src/app/dashboard-area.ts';

export const Route = createFileRoute('/proposals/$id/pois')({
  params: idParams,
  ...dashboardArea,
  component: function Screen() {
    const { id } = Route.useParams();
    const profile = useProfile();
    return (
      <ChakraArea>
        <AccountSync profile={profile}>
          <PoisReportPage id={id} />
        </AccountSync>
      </ChakraArea>
    );
  },
  notFoundComponent: NotFoundPage,
});
