/**
 * `/campaigns/{campaign}/units/{unit}` (spec product.md §2, outside the
 * dashboard): a unit's page within a campaign. Needs a signed-in account, like
 * the dashboard (the same guard: no token → /login, a forced password change
 * → /change), and runs that account's sync engine, so the unit and the
 * campaign read from the device's mirror offline. Ids that are not whole
 * numbers are a 404 (src/app/route-params.ts).
 */
import { createFileRoute } from '@tanstack/react-router';
import { pathParams, recordId } from '#src/app/route-params.ts';
import { useProfile } from '#src/features/session/api/session.ts';
import { UnitPage } from '#src/features/campaigns/unit-page/unit-page.tsx';
import { AccountSync } from '#src/app/account-sync.tsx';
import { ChakraArea } from '#src/app/chakra-area.tsx';
import { NotFoundPage } from '#src/app/error-page.tsx';
import { dashboardArea } from '#src/app/dashboard-area.ts';

export const Route = createFileRoute('/campaigns/$campaign/units/$unit')({
  params: pathParams({ campaign: recordId, unit: recordId }),
  ...dashboardArea,
  component: UnitScreen,
  notFoundComponent: NotFoundPage,
});

function UnitScreen() {
  const { campaign, unit } = Route.useParams();
  const profile = useProfile();
  return (
    <ChakraArea>
      <AccountSync profile={profile}>
        <UnitPage campaignId={campaign} unitId={unit} />
      </AccountSync>
    </ChakraArea>
  );
}
