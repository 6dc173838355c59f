/**
 * `/proposals/{id}/photografic` (spec product.md §2, outside the dashboard): the photographic proposal and its
 * on-device PDF. Needs a signed-in account (the dashboard's guard) and runs its sync engine, so it opens offline.
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { requireUser } from '#src/features/session/api/guards.ts';
import { useProfile } from '#src/features/session/api/session.ts';
import { PhotographicPage } from '#src/features/sales/components/photographic-page.tsx';
import { AccountSync } from '#src/app/account-sync.tsx';
import { ChakraArea } from '#src/app/chakra-area.tsx';
import { NotFoundPage } from '#src/app/error-page.tsx';
import { loadArea } from '#src/i18n/index.ts';

export const Route = createFileRoute('/proposals/$id/photografic')({
  params: idParams,
  staticData: { catalogArea: 'dashboard' },
  beforeLoad: async ({ location }) => {
    const context = await requireUser({ location });
    await loadArea('dashboard');
    return context;
  },
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
