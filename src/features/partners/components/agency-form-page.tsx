/**
 * /dashboard/agencies/create and /dashboard/agencies/{id}/edit (product.md §2 "agencies create, {id}/edit", §5
 * forms, §8 errors; api-catalogue.md "POST /agencies; PUT /agencies/{id}"): the agency's form on the resource kit
 * (ResourceForm, checked by the endpoint's own body schema; the server's 422 under each field, nothing typed
 * lost; saving needs a connection and says so). A new agency may be given a password; without one its account
 * cannot sign in until it sets one. Creating is for managers and administrators; editing also for the agency
 * itself. The edit form reads the agency fresh from the server.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as ag from '#src/api/contract/agencies.ts';
import { bodySchemaOf } from '#src/resource/use-resource.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { PasswordInput } from '#src/ui/password-input.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceForm, type ResourceField, type ResourceValues } from '#src/ui/resource/resource-form.tsx';
import { useAgency, useAgencyActions, useCountries } from '../api/agencies.ts';
import { mayEditAgency, mayManageAgencies, type Viewer } from '../model/partners.ts';

const str = (x: string | number | null | undefined) => (x === null || x === undefined ? '' : String(x));
/** An optional text: empty is "none" (null). */
const orNull = (x: string | undefined) => (x?.trim() ? x.trim() : null);

function useAgencyFields(creating: boolean): ResourceField[] {
  const { t } = useLingui();
  const countries = useCountries();
  return [
    { name: 'name', label: t`Name`, required: true, maxLength: 120 },
    { name: 'email', label: t`Email`, required: true },
    { name: 'company', label: t`Company`, maxLength: 120 },
    { name: 'phone', label: t`Phone`, maxLength: 40 },
    {
      name: 'country_id',
      label: t`Country`,
      kind: 'select',
      options: [{ value: '', label: t`No country` }, ...countries.map((c) => ({ value: String(c.id), label: c.name }))],
    },
    { name: 'tax_id', label: t`Tax ID`, maxLength: 40 },
    { name: 'address', label: t`Address`, kind: 'textarea', maxLength: 255 },
    ...(creating
      ? [
          {
            name: 'password',
            label: t`Password (optional)`,
            kind: 'custom' as const,
            render: ({ value, onChange, error }) => (
              <PasswordInput
                label={t`Password (optional)`}
                name="password"
                value={value}
                onChange={onChange}
                error={error}
                autoComplete="new-password"
                hint={t`Without one, the agency cannot sign in until it sets one with "Forgot your password?".`}
              />
            ),
          } satisfies ResourceField,
        ]
      : []),
  ];
}

const toForm = (a: ag.Agency | undefined): ResourceValues => ({
  name: str(a?.name),
  email: str(a?.email),
  company: str(a?.company),
  phone: str(a?.phone),
  country_id: str(a?.country_id),
  tax_id: str(a?.tax_id),
  address: str(a?.address),
  password: '',
});

const toBody = (f: ResourceValues): Record<string, unknown> => ({
  name: f.name?.trim() ?? '',
  email: f.email?.trim() ?? '',
  company: orNull(f.company),
  phone: orNull(f.phone),
  country_id: f.country_id ? Number(f.country_id) : null,
  tax_id: orNull(f.tax_id),
  address: orNull(f.address),
  ...(f.password ? { password: f.password } : {}),
});

function NotAllowed({ title }: { title: string }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>
        <Trans>Your account cannot do this. Managers and administrators manage agencies.</Trans>
      </Text>
      <Button asChild variant="outline" alignSelf="start">
        <Link to="/dashboard/agencies">
          <Trans>Back to the agencies</Trans>
        </Link>
      </Button>
    </Stack>
  );
}

/** The form of a new agency (module doc). */
export function AgencyCreatePage({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useAgencyActions();
  const fields = useAgencyFields(true);
  if (!mayManageAgencies(viewer)) return <NotAllowed title={t`New agency`} />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>New agency</Trans>
      </Heading>
      <ResourceForm
        title={t`The agency`}
        fields={fields}
        initial={toForm(undefined)}
        schema={bodySchemaOf(ag.agenciesResource, false)}
        toBody={toBody}
        onSave={async (body) => {
          const saved = await actions.save(undefined, body);
          notifySuccess(t`Agency created.`);
          await navigate({ to: '/dashboard/agencies/$id', params: { id: saved.id } });
        }}
        onCancel={() => void navigate({ to: '/dashboard/agencies' })}
      />
    </Stack>
  );
}

/** The form of agency `id`, read fresh (module doc). */
export function AgencyEditPage({ id, viewer }: { id: number; viewer: Viewer }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useAgencyActions();
  const fields = useAgencyFields(false);
  const read = useAgency(id, true);
  if (!mayEditAgency(viewer, id)) return <NotAllowed title={t`Edit agency`} />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {read.value ? t`Edit ${read.value.name}` : t`Edit agency`}
      </Heading>
      {read.state === 'ready' ? (
        <ResourceForm
          title={t`The agency`}
          fields={fields}
          initial={toForm(read.value)}
          schema={bodySchemaOf(ag.agenciesResource, true)}
          toBody={toBody}
          onSave={async (body) => {
            await actions.save(id, body);
            notifySuccess(t`Agency saved.`);
            await navigate({ to: '/dashboard/agencies/$id', params: { id } });
          }}
          onCancel={() => void navigate({ to: '/dashboard/agencies/$id', params: { id } })}
        />
      ) : (
        <ReadState read={read} what={t`the agency`} />
      )}
    </Stack>
  );
}
