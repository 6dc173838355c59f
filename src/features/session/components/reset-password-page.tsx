/**
 * /reset?token=…&email=… (spec product.md §7 POST /auth/password/reset): the
 * page the mailed link opens. The user chooses a new password and confirms
 * it; on success /login opens with the server's message. A link without its
 * token or email asks for a new link instead of showing a form that cannot work.
 */
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordInput } from '#src/ui/public/fields.tsx';
import { Alert, PageHeading, Stack, SubmitButton, TextLink } from '#src/ui/public/parts.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { useResetPassword } from '../api/passwords.ts';
import { usePasswordHint, useSessionForm } from './use-session-form.ts';

export interface ResetPasswordPageProps {
  token: string;
  email: string;
}

export function ResetPasswordPage({ token, email }: ResetPasswordPageProps) {
  const { t } = useLingui();
  if (!token || !email) {
    return (
      <Stack gap={6}>
        <PageHeading title={t`Choose a new password`} />
        <Alert status="warning">
          <Trans>This link is incomplete or has been cut. Ask for a new one.</Trans>
        </Alert>
        <TextLink to="/forget" className="pu-start">
          <Trans>Ask for a new link</Trans>
        </TextLink>
      </Stack>
    );
  }
  return <ResetForm token={token} email={email} />;
}

function ResetForm({ token, email }: ResetPasswordPageProps) {
  const { t } = useLingui();
  const passwordHint = usePasswordHint();
  const navigate = useNavigate();
  const form = useSessionForm(
    { email, token, password: '', password_confirmation: '' },
    useResetPassword(),
    async (message) => {
      notifySuccess(message);
      await navigate({ to: '/login' });
    },
  );

  return (
    <Stack gap={6}>
      <PageHeading
        title={t`Choose a new password`}
        description={
          <Trans>
            For the account <strong>{email}</strong>.
          </Trans>
        }
      />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.formError && <Alert>{form.formError}</Alert>}
          {/* the username field lets password managers save the new password for the right account */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
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
      {(form.errorOf('token') ?? form.errorOf('email')) && (
        <TextLink to="/forget" className="pu-sm pu-start">
          <Trans>Ask for a new link</Trans>
        </TextLink>
      )}
    </Stack>
  );
}
