/**
 * First access of an invited user (spec product.md §7 POST
 * /auth/first-access-validation): the email, the code received with the
 * invitation and the first password. On success the user is signed in.
 */
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PasswordInput, TextInput } from '#src/ui/public/fields.tsx';
import { Alert, Stack, SubmitButton } from '#src/ui/public/parts.tsx';
import { useFirstAccess } from '../api/sign-in.ts';
import { homeFor } from '../model/session-machine.ts';
import { usePasswordHint, useSessionForm } from './use-session-form.ts';

export function FirstAccessForm() {
  const { t } = useLingui();
  const passwordHint = usePasswordHint();
  const navigate = useNavigate();
  const form = useSessionForm(
    { email: '', code: '', password: '', password_confirmation: '' },
    useFirstAccess(),
    async (profile) => {
      await navigate({ to: homeFor(profile) });
    },
  );

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap={4}>
        {form.formError && <Alert>{form.formError}</Alert>}
        <TextInput label={t`Email`} type="email" autoComplete="username" required {...form.field('email')} />
        <TextInput
          label={t`Code`}
          autoComplete="one-time-code"
          hint={t`The code that came with your invitation.`}
          required
          maxLength={64}
          {...form.field('code')}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          hint={passwordHint}
          required
          {...form.field('password')}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          {...form.field('password_confirmation')}
        />
        <SubmitButton pending={form.pending}>{t`Activate my account`}</SubmitButton>
      </Stack>
    </form>
  );
}
