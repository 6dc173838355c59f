/**
 * Choosing a city from the places on the device (product.md §3 "state and its cities; country"; issue 15 "Pickers,
 * not ids"): country, then state, then city, as native selects (keyboard, screen readers and phone pickers work
 * without extra code); they wrap one under another at 360 px. Works offline (the look-ups are mirrored). A city
 * already chosen (an edited circuit) opens with its country and state chosen.
 */
import { useState } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '#src/ui/select-field.tsx';
import { useCity, usePlaces } from '../api/circuits.ts';

export interface CityPickerProps {
  /** Prefix of the selects' ids (`${id}-country`, `${id}-state`, `${id}-city`). */
  id: string;
  value: number | undefined;
  onChange: (cityId: number | undefined) => void;
  /** The city select's label ("City", "City of the circuit"). */
  label: string;
  /** The first option of the city select when nothing is chosen ("Choose a city", "All cities"). */
  none: string;
  /** A check message shown under the selects (e.g. the server's 422 under `city_id`). */
  error?: string | undefined;
}

/** A select's options: `first` (nothing chosen), then the places. */
const options = (rows: readonly { id: number; name: string }[], first: string) => [
  { value: '', label: first },
  ...rows.map((r) => ({ value: String(r.id), label: r.name })),
];

/** Country → state → city (module doc). */
export function CityPicker({ id, value, onChange, label, none, error }: CityPickerProps) {
  const { t } = useLingui();
  const city = useCity(value);
  // undefined: follow the chosen city; null: cleared by the person
  const [country, setCountry] = useState<number | null | undefined>(undefined);
  const [state, setState] = useState<number | null | undefined>(undefined);
  const countryId = country === undefined ? city?.country_id : (country ?? undefined);
  const stateId = state === undefined ? city?.state_id : (state ?? undefined);
  const places = usePlaces(countryId, stateId);
  return (
    <Box>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SelectField
          id={`${id}-country`}
          label={t`Country`}
          value={countryId ? String(countryId) : ''}
          onChange={(x) => {
            setCountry(x ? Number(x) : null);
            setState(null);
            onChange(undefined);
          }}
          options={options(places.countries, t`Choose a country`)}
          minW="160px"
        />
        <SelectField
          id={`${id}-state`}
          label={t`State`}
          value={stateId ? String(stateId) : ''}
          onChange={(x) => {
            setCountry(countryId ?? null);
            setState(x ? Number(x) : null);
            onChange(undefined);
          }}
          options={options(places.states, t`Choose a state`)}
          disabled={!countryId}
          minW="160px"
        />
        <SelectField
          id={`${id}-city`}
          label={label}
          value={value && stateId ? String(value) : ''}
          onChange={(x) => {
            setCountry(countryId ?? null);
            setState(stateId ?? null);
            onChange(x ? Number(x) : undefined);
          }}
          options={options(places.cities, none)}
          disabled={!stateId}
          minW="160px"
        />
      </Flex>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
