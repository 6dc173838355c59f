/**
 * /change, the forced password change (spec product.md §4: a profile with
 * change_password goes here first; PUT /change-password; then /dashboard).
 * The user may also sign out instead (e.g. to use another account).
 */
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordInput } from '#src/ui/public/fields.tsx';
import { Alert, Button, PageHeading, Stack, SubmitButton } from '#src/ui/public/parts.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { useChangePassword } from '../api/passwords.ts';
import { useSignOut } from '../api/sign-in.ts';
import { usePasswordHint, useSessionForm } from './use-session-form.ts';

export function ChangePasswordPage() {
  const { t } = useLingui();
  const passwordHint = usePasswordHint();
  const navigate = useNavigate();
  const { signOut, pending: signingOut } = useSignOut();
  const form = useSessionForm({ password: '', password_confirmation: '' }, useChangePassword(), async (message) => {
    notifySuccess(message);
    await navigate({ to: '/dashboard' });
  });

  const leave = async () => {
    await signOut();
    await navigate({ to: '/login' });
  };

  return (
    <Stack gap={6}>
      <PageHeading
        title={t`Choose a new password`}
        description={t`For your security, choose a new password before you continue.`}
      />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.formError && <Alert>{form.formError}</Alert>}
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            hint={passwordHint}
            required
            autoFocus
            {...form.field('password')}
          />
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.field('password_confirmation')}
          />
          <SubmitButton pending={form.pending}>{t`Save the new password`}</SubmitButton>
        </Stack>
      </form>
      <Button
        variant="ghost"
        start
        loading={signingOut}
        loadingText={<Trans>Sign out</Trans>}
        disabled={form.pending}
        onClick={() => void leave()}
      >
        <Trans>Sign out</Trans>
      </Button>
    </Stack>
  );
}
