/**
 * /forget (spec product.md §7 POST /auth/password/forgot): asks for the email
 * and shows the server's answer (the same whether or not the email is
 * registered, so it reveals nothing). The mailed link opens /reset.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '#src/ui/public/fields.tsx';
import { Alert, PageHeading, Stack, SubmitButton, TextLink } from '#src/ui/public/parts.tsx';
import { useForgotPassword } from '../api/passwords.ts';
import { useSessionForm } from './use-session-form.ts';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const action = useForgotPassword();
  const form = useSessionForm({ email: '' }, action);

  return (
    <Stack gap={6}>
      <PageHeading
        title={t`Forgot your password?`}
        description={t`Enter the email of your account and we will send you a link to choose a new password.`}
      />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.formError && <Alert>{form.formError}</Alert>}
          {action.result && <Alert status="success">{action.result}</Alert>}
          <TextInput label={t`Email`} type="email" autoComplete="email" required autoFocus {...form.field('email')} />
          <SubmitButton pending={form.pending}>{t`Send the link`}</SubmitButton>
        </Stack>
      </form>
      <TextLink to="/login" className="pu-sm pu-start">
        <Trans>Back to sign in</Trans>
      </TextLink>
    </Stack>
  );
}
