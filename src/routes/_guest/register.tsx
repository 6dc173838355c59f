/** `/register`: create an account (spec §2, §7). */
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '#src/features/session/components/register-page.tsx';

export const Route = createFileRoute('/_guest/register')({
  component: RegisterPage,
});
