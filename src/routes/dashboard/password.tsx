/** `/dashboard/password`: change the password with the current one (spec §2); the /dashboard layout route guards it. */
import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '#src/features/session/components/password-page.tsx';

export const Route = createFileRoute('/dashboard/password')({
  component: PasswordPage,
});
