/**
 * `/campaigns/{campaign}/units/{unit}` (spec product.md §2, outside the
 * dashboard): a unit's page within a campaign. Needs a signed-in account, like
 * the dashboard (the same guard: no token → /login, a forced password change
 * → /change), and runs that account's sync engine, so the unit and the
 * campaign read from the device's mirror offline. Ids that are not whole
 * numbers are a 404.
 */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireUser } from '#src/features/session/api/guards.ts';
import { useProfile } from '#src/features/session/api/session.ts';
import { UnitPage } from '#src/features/campaigns/unit-page/unit-page.tsx';
import { AccountSync } from '#src/app/account-sync.tsx';
import { NotFoundPage } from '#src/app/error-page.tsx';
import { loadArea } from '#src/i18n/index.ts';

const ID = /^[1-9]\d{0,9}$/;

export const Route = createFileRoute('/campaigns/$campaign/units/$unit')({
  beforeLoad: async ({ location, params }) => {
    const context = await requireUser({ location });
    if (!ID.test(params.campaign) || !ID.test(params.unit)) throw notFound();
    await loadArea('dashboard');
    return context;
  },
  component: UnitScreen,
  notFoundComponent: NotFoundPage,
});

function UnitScreen() {
  const { campaign, unit } = Route.useParams();
  const profile = useProfile();
  return (
    <AccountSync profile={profile}>
      <UnitPage campaignId={Number(campaign)} unitId={Number(unit)} />
    </AccountSync>
  );
}
