/**
 * The email + password form of /login (spec product.md §7 POST
 * /auth/login/web). On success the session stores and verifies the token and
 * the user goes to /dashboard (or /change when the password must change).
 * Keyboard: email → password → show/hide → Sign in; Enter submits.
 * The two fields carry no "required" marker (both obviously are, and the
 * labels stay exactly "Email" / "Password"); the form still checks them.
 */
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PasswordInput, TextInput } from '#src/ui/public/fields.tsx';
import { Alert, Stack, SubmitButton } from '#src/ui/public/parts.tsx';
import { useLogin } from '../api/sign-in.ts';
import { homeFor } from '../model/session-machine.ts';
import { useSessionForm } from './use-session-form.ts';

export interface LoginFormProps {
  /** Email to start with (e.g. the account whose session ended). */
  initialEmail?: string;
  /** Focus the email field when shown. */
  autoFocus?: boolean;
}

export function LoginForm({ initialEmail = '', autoFocus }: LoginFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useSessionForm({ email: initialEmail, password: '' }, useLogin(), async (profile) => {
    await navigate({ to: homeFor(profile) });
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap={4}>
        {form.formError && <Alert>{form.formError}</Alert>}
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          autoFocus={autoFocus && !initialEmail}
          {...form.field('email')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          autoFocus={autoFocus && !!initialEmail}
          {...form.field('password')}
        />
        <SubmitButton pending={form.pending}>{t`Sign in`}</SubmitButton>
      </Stack>
    </form>
  );
}
