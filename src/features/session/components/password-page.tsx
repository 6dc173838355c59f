/**
 * /dashboard/password (spec product.md §2, §7 POST /profile/password-reset):
 * the signed-in user changes the password with the current one. Other
 * sessions of the account end (server); this one stays. On success the
 * fields are emptied and the server's message is shown.
 */
import { Card, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '#src/ui/password-input.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { useProfilePassword } from '../api/passwords.ts';
import { FormAlert, PageHeading, SubmitButton } from './form-parts.tsx';
import { usePasswordHint, useSessionForm } from './use-session-form.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordPage() {
  const { t } = useLingui();
  const passwordHint = usePasswordHint();
  const action = useProfilePassword();
  const form = useSessionForm(EMPTY, action, (message, _sent, setValues) => {
    notifySuccess(message);
    setValues(EMPTY);
  });

  return (
    <Stack gap="8" maxW="lg">
      <PageHeading
        title={t`Change my password`}
        description={t`Other devices signed in to your account will have to sign in again.`}
      />
      <Card.Root>
        <Card.Body>
          <form onSubmit={form.onSubmit} noValidate>
            <Stack gap="4">
              {form.formError && <FormAlert>{form.formError}</FormAlert>}
              {action.result && <FormAlert status="success">{action.result}</FormAlert>}
              <PasswordInput
                label={t`Current password`}
                autoComplete="current-password"
                required
                {...form.field('current_password')}
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
              <SubmitButton pending={form.pending}>{t`Change password`}</SubmitButton>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
