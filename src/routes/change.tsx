/**
 * `/change`: the forced password change (spec §4 changePassword guard): only
 * for a signed-in account whose profile has change_password; public layout
 * without the back link (spec §2).
 */
import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../app/public-layout.tsx';
import { requirePasswordChange } from '../features/session/api/guards.ts';
import { ChangePasswordPage } from '../features/session/components/change-password-page.tsx';

export const Route = createFileRoute('/change')({
  beforeLoad: () => requirePasswordChange(),
  component: ChangeRoute,
});

function ChangeRoute() {
  return (
    <PublicLayout backLink={false}>
      <ChangePasswordPage />
    </PublicLayout>
  );
}
