/**
 * The filters of the unit selection (product.md §2–§5 campaigns), shared by its map and its
 * list: search, media type, country, state, city, side, price per day range,
 * minimum daily traffic and "only free on my dates". Native labelled
 * controls (keyboard, screen readers and phone pickers work as they are).
 *
 * Choosing a country drops a state or city outside it; choosing a state drops
 * a city outside it. Several states or cities carried over from the
 * advanced-filters step show as one "N states (advanced filters)" choice.
 * Filters apply as they change; Enter in a field does nothing (the bar sits
 * inside the editor's step form).
 */
import { memo, useState } from 'react';
import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import type { SelectionNames } from '../api/unit-selection.ts';
import { isEmptyFilter, type Facets, type UnitFilters } from './filters.ts';

export interface FiltersBarProps {
  filters: UnitFilters;
  onChange: (filters: UnitFilters) => void;
  facets: Facets;
  /** Media types and countries the campaign has, in its order. */
  mediaTypeIds: readonly number[];
  countries: readonly { id: number; name: string }[];
  names: SelectionNames;
}

/** Value of the select option standing for several states or cities chosen at the advanced-filters step. */
const SEVERAL = 'advanced';

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
/** A select's value as an id ('' → any). */
const num = (v: string) => (v ? Number(v) : undefined);

/** A number input keeping what is typed ('1.' , '') while the filter holds the parsed number. */
function NumberFilter({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [typed, setTyped] = useState({ text: value === undefined ? '' : String(value), value });
  // the filter changed from outside (cleared, carried over): show it, unless the typed text already means it
  if (typed.value !== value) {
    const same = typed.text.trim() !== '' && Number(typed.text) === value;
    setTyped({ text: same ? typed.text : value === undefined ? '' : String(value), value });
  }
  return (
    <Box w={{ base: 'calc(50% - 6px)', md: '150px' }}>
      <TextInput
        label={label}
        name={name}
        type="number"
        value={typed.text}
        onChange={(text) => {
          const n = text.trim() === '' ? undefined : Number(text);
          const parsed = n === undefined || Number.isFinite(n) ? n : typed.value;
          setTyped({ text, value: parsed });
          if (parsed !== typed.value) onChange(parsed);
        }}
      />
    </Box>
  );
}

/** The filters bar (see module doc); memoised, see UnitSelection. */
export const FiltersBar = memo(function FiltersBar({
  filters,
  onChange,
  facets,
  mediaTypeIds,
  countries,
  names,
}: FiltersBarProps) {
  const { t } = useLingui();
  const set = (patch: Partial<UnitFilters>) => onChange({ ...filters, ...patch });

  const stateOptions = [...facets.states]
    .filter(([, country]) => filters.countryId === undefined || country === filters.countryId)
    .map(([id]) => ({ value: String(id), label: names.states.get(id) ?? `#${id}` }))
    .toSorted(byName);
  const inStates = filters.stateId !== undefined ? [filters.stateId] : filters.stateIds;
  const cityOptions = [...facets.cities]
    .filter(([, state]) =>
      inStates?.length
        ? inStates.includes(state)
        : filters.countryId === undefined || facets.states.get(state) === filters.countryId,
    )
    .map(([id]) => ({ value: String(id), label: names.cities.get(id) ?? `#${id}` }))
    .toSorted(byName);
  const severalStates =
    filters.stateId === undefined && (filters.stateIds?.length ?? 0) > 1 ? filters.stateIds!.length : 0;
  const severalCities =
    filters.cityId === undefined && (filters.cityIds?.length ?? 0) > 1 ? filters.cityIds!.length : 0;

  return (
    // filters apply as they change: Enter in one must not submit the editor's step form around it
    <Flex
      gap="3"
      wrap="wrap"
      align="end"
      role="group"
      aria-label={t`Filters`}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <Box flex="1" minW="220px">
        <TextInput
          label={t`Search by title, SKU or address`}
          name="unit-search"
          type="search"
          value={filters.search ?? ''}
          onChange={(search) => set({ search })}
        />
      </Box>
      <SelectField
        id="unit-media-type"
        label={<Trans>Media type</Trans>}
        value={filters.mediaTypeId === undefined ? '' : String(filters.mediaTypeId)}
        minW="170px"
        onChange={(v) => set({ mediaTypeId: num(v) })}
        options={[
          { value: '', label: t`All media types` },
          ...mediaTypeIds.map((id) => ({ value: String(id), label: names.mediaTypes.get(id) ?? `#${id}` })),
        ]}
      />
      {countries.length > 1 && (
        <SelectField
          id="unit-country"
          label={<Trans>Country</Trans>}
          value={filters.countryId === undefined ? '' : String(filters.countryId)}
          minW="150px"
          onChange={(v) => {
            const countryId = num(v);
            const keepState = (id: number) => countryId === undefined || facets.states.get(id) === countryId;
            const keepCity = (id: number) => keepState(facets.cities.get(id) ?? -1);
            set({
              countryId,
              stateId: filters.stateId !== undefined && keepState(filters.stateId) ? filters.stateId : undefined,
              stateIds: filters.stateIds?.filter(keepState),
              cityId: filters.cityId !== undefined && keepCity(filters.cityId) ? filters.cityId : undefined,
              cityIds: filters.cityIds?.filter(keepCity),
            });
          }}
          options={[
            { value: '', label: t`All countries` },
            ...countries.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      )}
      <SelectField
        id="unit-state"
        label={<Trans>State</Trans>}
        minW="170px"
        value={filters.stateId !== undefined ? String(filters.stateId) : severalStates ? SEVERAL : ''}
        onChange={(v) => {
          if (v === SEVERAL) return;
          const stateId = num(v);
          const keepCity = (id: number) => stateId === undefined || facets.cities.get(id) === stateId;
          set({
            stateId,
            stateIds: undefined,
            cityId: filters.cityId !== undefined && keepCity(filters.cityId) ? filters.cityId : undefined,
            cityIds: filters.cityIds?.filter(keepCity),
          });
        }}
        options={[
          { value: '', label: t`All states` },
          ...(severalStates ? [{ value: SEVERAL, label: t`${severalStates} states (advanced filters)` }] : []),
          ...stateOptions,
        ]}
      />
      <SelectField
        id="unit-city"
        label={<Trans>City</Trans>}
        minW="170px"
        value={filters.cityId !== undefined ? String(filters.cityId) : severalCities ? SEVERAL : ''}
        onChange={(v) => {
          if (v !== SEVERAL) set({ cityId: num(v), cityIds: undefined });
        }}
        options={[
          { value: '', label: t`All cities` },
          ...(severalCities ? [{ value: SEVERAL, label: t`${severalCities} cities (advanced filters)` }] : []),
          ...cityOptions,
        ]}
      />
      <SelectField
        id="unit-side"
        label={<Trans>Side</Trans>}
        value={filters.side ?? ''}
        minW="110px"
        onChange={(v) => set({ side: v || undefined })}
        options={[{ value: '', label: t`Any side` }, ...facets.sides.map((s) => ({ value: s, label: s }))]}
      />
      <NumberFilter
        label={t`Min. price per day`}
        name="unit-min-price"
        value={filters.minPrice}
        onChange={(minPrice) => set({ minPrice })}
      />
      <NumberFilter
        label={t`Max. price per day`}
        name="unit-max-price"
        value={filters.maxPrice}
        onChange={(maxPrice) => set({ maxPrice })}
      />
      <NumberFilter
        label={t`Min. daily traffic`}
        name="unit-min-traffic"
        value={filters.minDailyTraffic}
        onChange={(minDailyTraffic) => set({ minDailyTraffic })}
      />
      <chakra.label display="flex" alignItems="center" gap="2" minH="10" cursor="pointer">
        <input
          type="checkbox"
          checked={filters.availableOnly ?? false}
          onChange={(e) => set({ availableOnly: e.currentTarget.checked })}
          style={{ width: '1.1rem', height: '1.1rem', accentColor: '#F5B800' }}
        />
        <Text fontSize="sm">
          <Trans>Only free on the chosen dates</Trans>
        </Text>
      </chakra.label>
      {!isEmptyFilter(filters) && (
        <Button variant="ghost" size="sm" onClick={() => onChange({})}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Flex>
  );
});
