/**
 * The units of a circuit, picked on the map and in a list (product.md §2 "circuits: create, {id}/edit"; §3
 * "circuit"; issue 15 "Pickers, not ids"). Whoever saves circuits (`units.*`) has the units mirrored on the device
 * (a provider its own, an administrator all): the units of the circuit's city show on the shared map
 * (src/ui/map-view.tsx, clustered; a chosen unit green) and, as the map asks, in a list of the same units with a
 * checkbox each — the keyboard and screen-reader way. Clicking a point toggles its unit. A unit in another circuit
 * says so (saving moves it: a unit joins one circuit at most). Chosen units outside the city's list stay chosen,
 * with Remove. With no units on the device, units are searched on the server (UnitIdsPicker, needs a connection).
 * The server's 422 under `unit_ids` shows under the field.
 */
import { useState } from 'react';
import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { UnitIdsPicker, idsIn } from '#src/resource/unit-picker.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { MapView } from '#src/ui/map-view.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { foldText } from '#src/lib/text.ts';
import type { UnitRow } from '#src/sync/index.ts';
import { useMirroredUnits } from '../api/circuits.ts';
import { idsText } from '../model/circuits.ts';

export interface CircuitUnitsFieldProps {
  /** The circuit being edited (undefined for a new one): its own units are not "in another circuit". */
  circuitId: number | undefined;
  cityId: number | undefined;
  cityName: string | undefined;
  /** The chosen unit ids as the form holds them ("4, 9, 12"). */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

const describe = (u: UnitRow) => [u.sku, u.address].filter(Boolean).join(' · ');
const located = (u: UnitRow) => Number.isFinite(u.lat) && Number.isFinite(u.lng) && (u.lat !== 0 || u.lng !== 0);

/** The circuit's units (module doc). */
export function CircuitUnitsField({ circuitId, cityId, cityName, value, onChange, error }: CircuitUnitsFieldProps) {
  const { t } = useLingui();
  const ids = idsIn(value);
  const chosen = new Set(ids);
  const mirrored = useMirroredUnits(cityId, ids);
  const [filter, setFilter] = useState('');
  const [lastPicked, setLastPicked] = useState<number | null>(null);
  const set = (next: readonly number[]) => onChange(idsText(next));
  const toggle = (id: number) => {
    setLastPicked(id);
    set(chosen.has(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  };
  if (mirrored === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Reading the units on this device…</Trans>
      </Text>
    );
  if (mirrored.total === 0)
    return (
      <Stack gap="1">
        <UnitIdsPicker
          label={t`Units of the circuit`}
          name="circuit-units"
          value={value}
          onChange={onChange}
          error={error}
        />
        <Text fontSize="sm" color="fg.muted">
          <Trans>No units are kept on this device, so they are searched on the server.</Trans>
        </Text>
      </Stack>
    );
  const inCity = new Set(mirrored.inCity.map((u) => u.id));
  const needle = foldText(filter.trim());
  const listed = needle
    ? mirrored.inCity.filter((u) => foldText(`${u.title} ${u.sku} ${u.address}`).includes(needle))
    : mirrored.inCity;
  const elsewhere = ids.filter((id) => !inCity.has(id));
  const named = new Map(mirrored.chosen.map((u) => [u.id, u] as const));
  const picked = lastPicked === null ? undefined : mirrored.inCity.find((u) => u.id === lastPicked);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{t`Units of the circuit`}</Fieldset.Legend>
      <Stack gap="3" mt="2">
        <Text fontSize="sm" aria-live="polite" data-testid="chosen-count">
          <Plural value={ids.length} _0="No unit chosen." one="# unit chosen." other="# units chosen." />
          {picked && ' '}
          {picked && (chosen.has(picked.id) ? t`${picked.title} added.` : t`${picked.title} removed.`)}
        </Text>
        {!cityId ? (
          <Text color="fg.muted">
            <Trans>Choose the city to see its units on the map and in the list.</Trans>
          </Text>
        ) : mirrored.inCity.length === 0 ? (
          <Text color="fg.muted">
            <Trans>This device holds no units in {cityName ?? t`this city`}.</Trans>
          </Text>
        ) : (
          <>
            <MapView
              clustered
              height="min(45dvh, 420px)"
              label={{ map: t`Map of the units in ${cityName ?? t`the city`}`, you: t`Your position` }}
              points={mirrored.inCity.filter(located).map((u) => ({
                id: u.id,
                lat: u.lat,
                lng: u.lng,
                label: chosen.has(u.id) ? t`${u.title}: in the circuit` : t`${u.title}: not in the circuit`,
                status: chosen.has(u.id) ? 'free' : '',
              }))}
              selectedId={lastPicked}
              onSelect={toggle}
            />
            <Text fontSize="sm" color="fg.muted">
              <Trans>On the map, a green point is in the circuit: click a point to add or remove its unit.</Trans>
            </Text>
            <Box maxW="md">
              <TextInput label={t`Filter the list`} name="circuit-units-filter" value={filter} onChange={setFilter} />
            </Box>
            <Stack
              as="ul"
              gap="1"
              listStyleType="none"
              maxH="50dvh"
              overflowY="auto"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              aria-label={t`Units in ${cityName ?? t`the city`}`}
            >
              {listed.map((u) => (
                <Box as="li" key={u.id} py="1" data-unit-id={u.id}>
                  <CheckField label={u.title} checked={chosen.has(u.id)} onChange={() => toggle(u.id)} />
                  <Text fontSize="xs" color="fg.muted" ps="7" overflowWrap="anywhere">
                    {describe(u)}
                    {u.circuit_id !== null && u.circuit_id !== circuitId && (
                      <>
                        {describe(u) ? ' · ' : ''}
                        <Trans>in another circuit: saving moves it here</Trans>
                      </>
                    )}
                  </Text>
                </Box>
              ))}
              {listed.length === 0 && (
                <Text as="li" color="fg.muted">
                  <Trans>No unit matches.</Trans>
                </Text>
              )}
            </Stack>
          </>
        )}
        {elsewhere.length > 0 && (
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium">
              <Trans>Chosen units outside this list</Trans>
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Chosen units outside this list`}>
              {elsewhere.map((id) => {
                const title = named.get(id)?.title ?? t`Unit ${id}`;
                return (
                  <HStack as="li" key={id} gap="2" justify="space-between" p="2" borderWidth="1px" borderRadius="md">
                    <Text overflowWrap="anywhere">{title}</Text>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t`Remove ${title}`}
                      onClick={() => set(ids.filter((x) => x !== id))}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </HStack>
                );
              })}
            </Stack>
          </Stack>
        )}
      </Stack>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Fieldset.Root>
  );
}
