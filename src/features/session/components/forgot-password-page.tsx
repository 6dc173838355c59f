/**
 * /forget (spec product.md §7 POST /auth/password/forgot): asks for the email
 * and shows the server's answer (the same whether or not the email is
 * registered, so it reveals nothing). The mailed link opens /reset.
 */
import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '#src/ui/text-input.tsx';
import { useForgotPassword } from '../api/passwords.ts';
import { FormAlert, PageHeading, SubmitButton } from './form-parts.tsx';
import { useSessionForm } from './use-session-form.ts';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const action = useForgotPassword();
  const form = useSessionForm({ email: '' }, action);

  return (
    <Stack gap="6">
      <PageHeading
        title={t`Forgot your password?`}
        description={t`Enter the email of your account and we will send you a link to choose a new password.`}
      />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          {action.result && <FormAlert status="success">{action.result}</FormAlert>}
          <TextInput label={t`Email`} type="email" autoComplete="email" required autoFocus {...form.field('email')} />
          <SubmitButton pending={form.pending}>{t`Send the link`}</SubmitButton>
        </Stack>
      </form>
      <Link asChild color="accent.fg" fontWeight="medium" fontSize="sm">
        <RouterLink to="/login">
          <Trans>Back to sign in</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}
