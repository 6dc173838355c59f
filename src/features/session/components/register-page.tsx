/**
 * /register (spec product.md §2, §3, §7 POST /auth/register): name, email,
 * password and confirmation, client type (1 Cliente, 2 Agencia, 3 Proveedor),
 * country (GET /countries/active), optional company and phone. Success signs
 * the new account in and opens /dashboard.
 */
import { Button, Field, HStack, Link, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '#src/ui/text-input.tsx';
import { PasswordInput } from '#src/ui/password-input.tsx';
import { useActiveCountries } from '../api/countries.ts';
import { useRegister } from '../api/sign-in.ts';
import { homeFor } from '../model/session-machine.ts';
import { FormAlert, PageHeading, SubmitButton } from './form-parts.tsx';
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
    <Stack gap="6">
      <PageHeading
        title={t`Create your account`}
        description={t`Plan and buy media across Latin America, or sell your own.`}
      />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
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

          <Field.Root invalid={!!typeError} required>
            <RadioGroup.Root
              name="client_type"
              value={form.values.client_type || null}
              onValueChange={(e) => form.set('client_type', e.value ?? '')}
              colorPalette="brand"
              aria-invalid={typeError ? true : undefined}
            >
              <RadioGroup.Label>
                <Trans>I am</Trans>
                <Field.RequiredIndicator />
              </RadioGroup.Label>
              <HStack gap="5" mt="2" wrap="wrap">
                {clientTypes.map((type) => (
                  <RadioGroup.Item key={type.value} value={type.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{type.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            {typeError && <Field.ErrorText>{typeError}</Field.ErrorText>}
          </Field.Root>

          <Field.Root invalid={!!countryError} required disabled={countries.status !== 'ready'}>
            <Field.Label>
              <Trans>Country</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="country_id"
                value={form.values.country_id}
                onChange={(e) => form.set('country_id', e.currentTarget.value)}
                autoComplete="country"
              >
                <option value="">{countries.status === 'loading' ? t`Loading countries…` : t`Choose a country`}</option>
                {countries.status === 'ready' &&
                  countries.countries.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {countryError && <Field.ErrorText>{countryError}</Field.ErrorText>}
          </Field.Root>
          {countries.status === 'error' && (
            <FormAlert status="warning" title={t`The countries could not be loaded.`}>
              <Stack gap="2" align="start">
                <Text>{errorText(countries.error)}</Text>
                <Button size="sm" variant="outline" onClick={countries.retry}>
                  <Trans>Try again</Trans>
                </Button>
              </Stack>
            </FormAlert>
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
      <Text fontSize="sm">
        <Trans>
          Already have an account?{' '}
          <Link asChild color="accent.fg" fontWeight="medium">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </Trans>
      </Text>
    </Stack>
  );
}
