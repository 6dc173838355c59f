/**
 * /dashboard/circuits/create and /dashboard/circuits/{id}/edit (product.md §2 "circuits: create, {id}/edit", §5
 * forms, §8 errors; api-catalogue.md "Circuits: store, update, show"): a circuit's name, description, city (country
 * → state → city, from the device) and units (on the map and in a list, circuit-units-field.tsx), on the resource
 * kit's form: checked with the endpoint's own body schema before sending, the server's 422 under each field
 * (`unit_ids`, `city_id`), nothing chosen or typed lost. Saving needs a connection and says so.
 *
 * - A circuit an administrator creates is shared (no provider): the form sends no `provider_id` (on update the
 *   server keeps the circuit's own). A provider's circuit is its provider's (the server decides).
 * - A shared circuit is read-only for a provider (the server would answer 403 `circuits.shared_read_only`): the
 *   edit page shows it without a form. So does a circuit shown from the device's copy (offline): editing needs the
 *   server's current circuit.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as cc from '#src/api/contract/circuits.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { idsIn } from '#src/resource/unit-picker.tsx';
import { useOnline } from '#src/resource/online-action.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceForm, type ResourceField, type ResourceValues } from '#src/ui/resource/resource-form.tsx';
import { useCircuit, useCircuitActions, useCity, useMirroredUnits } from '../api/circuits.ts';
import { idsText, mayEditCircuit, mayWriteCircuits, type CircuitsViewer } from '../model/circuits.ts';
import { CircuitUnitsField } from './circuit-units-field.tsx';
import { CityPicker } from './city-picker.tsx';

const toForm = (c: cc.Circuit | undefined): ResourceValues => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  city_id: c ? String(c.city_id) : '',
  unit_ids: idsText(c?.unit_ids ?? []),
});

const toBody = (f: ResourceValues): Record<string, unknown> => ({
  name: f.name?.trim() ?? '',
  description: f.description?.trim() ?? '',
  city_id: f.city_id ? Number(f.city_id) : undefined,
  unit_ids: idsIn(f.unit_ids ?? ''),
});

/** The circuit's form (module doc); `circuit` undefined for a new one. */
function CircuitForm({ circuit, viewer }: { circuit: cc.Circuit | undefined; viewer: CircuitsViewer }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const actions = useCircuitActions();
  const [cityId, setCityId] = useState<number | undefined>(circuit?.city_id);
  const city = useCity(cityId);
  const fields: ResourceField[] = [
    { name: 'name', label: t`Name`, required: true, maxLength: 120 },
    { name: 'description', label: t`Description`, kind: 'textarea', maxLength: 1000 },
    {
      name: 'city_id',
      label: t`City`,
      kind: 'custom',
      render: ({ onChange, error }) => (
        <CityPicker
          id="circuit-city"
          label={t`City`}
          none={t`Choose a city`}
          value={cityId}
          error={error}
          onChange={(id) => {
            setCityId(id);
            onChange(id ? String(id) : '');
          }}
        />
      ),
    },
    {
      name: 'unit_ids',
      label: t`Units of the circuit`,
      kind: 'custom',
      render: ({ value, onChange, error }) => (
        <CircuitUnitsField
          circuitId={circuit?.id}
          cityId={cityId}
          cityName={city?.name}
          value={value}
          onChange={onChange}
          error={error}
        />
      ),
    },
  ];
  return (
    <Stack gap="2">
      {!circuit && isSuperuser(viewer.permissions) && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>A circuit an administrator creates is shared: every provider sees it.</Trans>
        </Text>
      )}
      {!online && (
        <Text role="status" fontSize="sm" color="fg.muted" data-testid="needs-connection">
          <Trans>Saving a circuit needs a connection. What you choose here is kept until then.</Trans>
        </Text>
      )}
      <ResourceForm
        title={t`The circuit`}
        fields={fields}
        initial={toForm(circuit)}
        schema={cc.circuitInput as never}
        toBody={toBody}
        onSave={async (body) => {
          const saved = await actions.save(circuit?.id, body as cc.CircuitInput);
          notifySuccess(saved.message || (circuit ? t`Circuit saved.` : t`Circuit created.`));
          await navigate({ to: '/dashboard/circuits' });
        }}
        onCancel={() => void navigate({ to: '/dashboard/circuits' })}
      />
    </Stack>
  );
}

/** A circuit shown without a form: its city, description and units (names from the device when it holds them). */
function CircuitSummary({ circuit }: { circuit: cc.Circuit }) {
  const { t } = useLingui();
  const city = useCity(circuit.city_id);
  const units = useMirroredUnits(undefined, circuit.unit_ids);
  const named = new Map((units?.chosen ?? []).map((u) => [u.id, u.title] as const));
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg" bg="bg">
      <Box>
        {circuit.provider_id === null ? (
          <Badge colorPalette="blue">
            <Trans>Shared</Trans>
          </Badge>
        ) : (
          <Badge colorPalette="green">
            <Trans>Own</Trans>
          </Badge>
        )}
      </Box>
      <Text>
        <Trans>City: {city?.name ?? t`City ${circuit.city_id}`}</Trans>
      </Text>
      {circuit.description && <Text overflowWrap="anywhere">{circuit.description}</Text>}
      <Heading as="h2" size="md">
        <Plural value={circuit.units_count} _0="No units" one="# unit" other="# units" />
      </Heading>
      {circuit.unit_ids.length > 0 && (
        <Stack as="ul" gap="1" ps="5" aria-label={t`Units of the circuit`}>
          {circuit.unit_ids.map((id) => (
            <Text as="li" key={id}>
              {named.get(id) ?? t`Unit ${id}`}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function BackLink() {
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <Link to="/dashboard/circuits">
        <Trans>Back to the circuits</Trans>
      </Link>
    </Button>
  );
}

/** The form of a new circuit (module doc). */
export function CircuitCreatePage({ viewer }: { viewer: CircuitsViewer }) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>New circuit</Trans>
      </Heading>
      {mayWriteCircuits(viewer) ? (
        <CircuitForm circuit={undefined} viewer={viewer} />
      ) : (
        <>
          <Text>
            <Trans>Your account cannot create circuits.</Trans>
          </Text>
          <BackLink />
        </>
      )}
    </Stack>
  );
}

/** Circuit `id`: its form, or the circuit read-only (module doc). */
export function CircuitEditPage({ id, viewer }: { id: number; viewer: CircuitsViewer }) {
  const { t } = useLingui();
  const read = useCircuit(id);
  const circuit = read.value;
  const editable = circuit !== undefined && mayEditCircuit(viewer, circuit);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {circuit ? (editable ? t`Edit ${circuit.name}` : circuit.name) : t`Edit circuit`}
      </Heading>
      <ReadState read={read} what={t`the circuit`} />
      {circuit && editable && read.state === 'ready' && !read.kept && <CircuitForm circuit={circuit} viewer={viewer} />}
      {circuit && (!editable || read.state !== 'ready' || read.kept) && (
        <>
          {!editable ? (
            <Text role="note">
              {circuit.provider_id === null && viewer.providerId !== null ? (
                <Trans>This circuit is shared by every provider: you can see it, not change it.</Trans>
              ) : (
                <Trans>Your account cannot change this circuit.</Trans>
              )}
            </Text>
          ) : read.kept ? (
            <Text role="note" color="fg.muted">
              <Trans>Editing needs a connection: this is the circuit as last loaded on this device.</Trans>
            </Text>
          ) : null}
          <CircuitSummary circuit={circuit} />
          <BackLink />
        </>
      )}
    </Stack>
  );
}
