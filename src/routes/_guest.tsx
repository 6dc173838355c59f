/**
 * Pathless layout of the guest pages (/login, /forget, /reset, /register,
 * /accept): the public layout, and the notauthentication guard of spec §2 —
 * a visitor with a stored token goes to /dashboard (or /change), except on the
 * account switcher /login?select=true.
 */
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../app/public-layout.tsx';
import { requireGuest } from '../features/session/api/guards.ts';

export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ location }) => requireGuest({ location }),
  component: GuestLayout,
});

function GuestLayout() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
