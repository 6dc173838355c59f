/**
 * Route options of a screen behind sign-in whose text is in the dashboard catalog (`/dashboard/*` and the signed-in
 * pages outside it): `beforeLoad` requires a user (guards.ts `requireUser`, spec §6) and then loads the catalog
 * (src/i18n/index.ts `loadArea`); `staticData.catalogArea` names the same area, so `preloadRouteCode`
 * (src/app/router.tsx) starts downloading it with the route's code. Spread into the route's options.
 * @throws a TanStack redirect (to /login or /change) from `beforeLoad`
 */
import { requireUser, type GuardLocation } from '../features/session/api/guards.ts';
import { loadArea } from '../i18n/index.ts';

export const dashboardArea = {
  staticData: { catalogArea: 'dashboard' as const },
  beforeLoad: async ({ location }: { location: GuardLocation }) => {
    const context = await requireUser({ location });
    await loadArea('dashboard');
    return context;
  },
};
