/**
 * `/proposals/{id}/photografic` (spec product.md §2, outside the dashboard): the photographic proposal and its
 * on-device PDF. Needs a signed-in account (the dashboard's guard) and runs its sync engine, so it opens offline.
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { useProfile } from '#src/features/session/api/session.ts';
import { PhotographicPage } from '#src/features/sales/components/photographic-page.tsx';
import { AccountSync } from '#src/app/account-sync.tsx';
import { ChakraArea } from '#src/app/chakra-area.tsx';
import { NotFoundPage } from '#src/app/error-page.tsx';
import { dashboardArea } from '#src/app/dashboard-area.ts';

export const Route = createFileRoute('/proposals/$id/photografic')({
  params: idParams,
  ...dashboardArea,
  component: function Screen() {
    const { id } = Route.useParams();
    const profile = useProfile();
    return (
      <ChakraArea>
        <AccountSync profile={profile}>
          <PhotographicPage id={id} />
        </AccountSync>
      </ChakraArea>
    );
  },
  notFoundComponent: NotFoundPage,
});
