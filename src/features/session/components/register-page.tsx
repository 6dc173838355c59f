/**
 * /register (spec product.md §2, §3, §7 POST /auth/register): name, email,
 * password and confirmation, client type (1 Cliente, 2 Agencia, 3 Proveedor),
 * country (GET /countries/active), optional company and phone. Success signs
 * the new account in and opens /dashboard.
 */
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordInput, RadioGroupField, SelectField, TextInput } from '#src/ui/public/fields.tsx';
import { Alert, Button, PageHeading, Stack, SubmitButton, TextLink } from '#src/ui/public/parts.tsx';
import { useActiveCountries } from '../api/countries.ts';
import { useRegister } from '../api/sign-in.ts';
import { homeFor } from '../model/session-machine.ts';
import { useErrorText, usePasswordHint, useSessionForm } from './use-session-form.ts';

export function RegisterPage() {
  const { t } = useLingui();
  const passwordHint = usePasswordHint();
  const navigate = useNavigate();
  const countries = useActiveCountries();
  const errorText = useErrorText();
  const form = useSessionForm(
    {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      client_type: '',
      country_id: '',
      company: '',
      phone: '',
    },
    useRegister(),
    async (profile) => {
      await navigate({ to: homeFor(profile) });
    },
  );
  const clientTypes = [
    { value: '1', label: t`Client` },
    { value: '2', label: t`Agency` },
    { value: '3', label: t`Provider` },
  ];
  const typeError = form.errorOf('client_type');
  const countryError = form.errorOf('country_id');

  return (
    <Stack gap={6}>
      <PageHeading
        title={t`Create your account`}
        description={t`Plan and buy media across Latin America, or sell your own.`}
      />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.formError && <Alert>{form.formError}</Alert>}
          <TextInput label={t`Name`} autoComplete="name" required maxLength={120} autoFocus {...form.field('name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
          <PasswordInput
            label={t`Password`}
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

          <RadioGroupField
            label={t`I am`}
            name="client_type"
            value={form.values.client_type}
            onChange={(value) => form.set('client_type', value)}
            options={clientTypes}
            error={typeError}
            required
          />
          <SelectField
            label={t`Country`}
            name="country_id"
            value={form.values.country_id}
            onChange={(value) => form.set('country_id', value)}
            placeholder={countries.status === 'loading' ? t`Loading countries…` : t`Choose a country`}
            options={
              countries.status === 'ready'
                ? countries.countries.map((c) => ({ value: String(c.id), label: c.name }))
                : []
            }
            error={countryError}
            required
            disabled={countries.status !== 'ready'}
            autoComplete="country"
          />
          {countries.status === 'error' && (
            <Alert status="warning" title={t`The countries could not be loaded.`}>
              <Stack gap={2}>
                <p>{errorText(countries.error)}</p>
                <Button size="sm" start onClick={countries.retry}>
                  <Trans>Try again</Trans>
                </Button>
              </Stack>
            </Alert>
          )}

          <TextInput
            label={t`Company (optional)`}
            autoComplete="organization"
            maxLength={120}
            {...form.field('company')}
          />
          <TextInput
            label={t`Phone (optional)`}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            {...form.field('phone')}
          />
          <SubmitButton pending={form.pending}>{t`Create account`}</SubmitButton>
        </Stack>
      </form>
      <p className="pu-sm">
        <Trans>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </Trans>
      </p>
    </Stack>
  );
}
