/** `/forget`: ask for a password reset link (spec §2, §7). */
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '#src/features/session/components/forgot-password-page.tsx';

export const Route = createFileRoute('/_guest/forget')({
  component: ForgotPasswordPage,
});
