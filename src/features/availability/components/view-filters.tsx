/**
 * The filters of the availability views (product.md §2 availability, availability/dashboard, media-availability;
 * contract `viewQuery`): the date range (default the 30 days from today, at most 366), text (title, SKU or
 * address; applied after the spec §9 pause of 1,000 ms), media type, category, country, state, city and provider —
 * the unit selection's filters, from the look-ups mirrored on the device. Native labelled controls (keyboard,
 * screen readers and phone pickers work as they are); on a phone each takes half the width or the whole of it.
 *
 * Choosing a country drops the state and city; choosing a state drops the city. "Clear filters" goes back to
 * everything over the default range.
 */
import { useState } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addDays } from '#src/lib/dates.ts';
import { DateRangePicker } from '#src/ui/date-range-picker.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { SEARCH_DELAY_MS } from '#src/ui/resource/search-box.tsx';
import { useDebouncedCallback } from '#src/ui/use-debounced-callback.ts';
import { useViewLookups, type Choice } from '../api/lookups.ts';
import {
  VIEW_CATEGORIES,
  VIEW_MAX_DAYS,
  activeFilterCount,
  viewRange,
  viewRangeProblem,
  type ViewCategory,
  type ViewFilters,
} from '../model/filters.ts';

const CATEGORY_LABEL: Record<ViewCategory, MessageDescriptor> = {
  'media-print': msg`Print media`,
  'media-digital': msg`Digital media`,
  'materials-print': msg`Print materials`,
};

const num = (value: string): number | undefined => (value ? Number(value) : undefined);

/** A select of `choices` with an "any" first option. */
function ChoiceSelect({
  id,
  label,
  any,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  any: string;
  value: number | undefined;
  choices: readonly Choice[];
  onChange: (id: number | undefined) => void;
}) {
  // a chosen value not (yet) in the look-ups stays shown, by its id
  const options = [
    { value: '', label: any },
    ...(value !== undefined && !choices.some((c) => c.id === value)
      ? [{ value: String(value), label: `#${value}` }]
      : []),
    ...choices.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Box flex="1 1 150px" minW="0">
      <SelectField
        id={id}
        label={label}
        minW="0"
        value={value === undefined ? '' : String(value)}
        onChange={(v) => onChange(num(v))}
        options={options}
      />
    </Box>
  );
}

export interface ViewFiltersBarProps {
  filters: ViewFilters;
  onChange: (filters: ViewFilters) => void;
  /** ISO date of the device (the default range starts on it). */
  today: string;
  /** Providers to offer (named by the rows read so far); none: no provider filter. */
  providers?: readonly Choice[];
}

/** The filters bar (see module doc). */
export function ViewFiltersBar({ filters, onChange, today, providers = [] }: ViewFiltersBarProps) {
  const { t, i18n } = useLingui();
  const lookups = useViewLookups(filters.country, filters.state);
  const set = (patch: Partial<ViewFilters>) => onChange({ ...filters, ...patch });
  const range = viewRange(filters, today);
  const problem = viewRangeProblem(range);

  // the first day chosen in the picker, until the last one is
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  // text: shown as typed, applied after the pause; replaced when the filter changes from outside (cleared)
  const [typed, setTyped] = useState({ text: filters.filter ?? '', applied: filters.filter });
  if (typed.applied !== filters.filter) setTyped({ text: filters.filter ?? '', applied: filters.filter });
  const [applyText] = useDebouncedCallback((text: string) => {
    const filter = text.trim() || undefined;
    setTyped({ text, applied: filter });
    set({ filter });
  }, SEARCH_DELAY_MS);

  const count = activeFilterCount(filters);
  return (
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
      <Box flex="1 1 220px" minW="0">
        <DateRangePicker
          label={<Trans>Dates</Trans>}
          value={pendingStart ? { start: pendingStart } : { start: range.from, end: range.to }}
          max={pendingStart ? addDays(pendingStart, VIEW_MAX_DAYS - 1) : undefined}
          onChange={(r) => {
            if (!r.end) {
              setPendingStart(r.start ?? null);
              return;
            }
            setPendingStart(null);
            set({ from: r.start, to: r.end });
          }}
          error={
            problem === 'too_long'
              ? t`Choose at most ${VIEW_MAX_DAYS} days.`
              : problem === 'order'
                ? t`The last day comes before the first.`
                : undefined
          }
          hint={pendingStart ? t`Now choose the last day (at most ${VIEW_MAX_DAYS} days).` : undefined}
        />
      </Box>
      <Box flex="1 1 220px" minW="0">
        <TextInput
          label={t`Title, SKU or address`}
          name="availability-search"
          type="search"
          maxLength={120}
          value={typed.text}
          onChange={(text) => {
            setTyped({ ...typed, text });
            applyText(text);
          }}
        />
      </Box>
      <ChoiceSelect
        id="availability-media-type"
        label={t`Media type`}
        any={t`All media types`}
        value={filters.media_type}
        choices={lookups.mediaTypes}
        onChange={(media_type) => set({ media_type })}
      />
      <Box flex="1 1 150px" minW="0">
        <SelectField
          id="availability-category"
          label={t`Category`}
          minW="0"
          value={filters.category ?? ''}
          onChange={(v) => set({ category: (v || undefined) as ViewCategory | undefined })}
          options={[
            { value: '', label: t`All categories` },
            ...VIEW_CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABEL[c]) })),
          ]}
        />
      </Box>
      <ChoiceSelect
        id="availability-country"
        label={t`Country`}
        any={t`All countries`}
        value={filters.country}
        choices={lookups.countries}
        onChange={(country) => set({ country, state: undefined, city: undefined })}
      />
      <ChoiceSelect
        id="availability-state"
        label={t`State`}
        any={t`All states`}
        value={filters.state}
        choices={lookups.states}
        onChange={(state) => set({ state, city: undefined })}
      />
      <ChoiceSelect
        id="availability-city"
        label={t`City`}
        any={filters.state === undefined ? t`Choose a state first` : t`All cities`}
        value={filters.city}
        choices={lookups.cities}
        onChange={(city) => set({ city })}
      />
      {(providers.length > 0 || filters.provider !== undefined) && (
        <ChoiceSelect
          id="availability-provider"
          label={t`Provider`}
          any={t`All providers`}
          value={filters.provider}
          choices={providers}
          onChange={(provider) => set({ provider })}
        />
      )}
      <Box>
        <Button
          size="sm"
          variant="ghost"
          disabled={count === 0 && !filters.from && !filters.to}
          onClick={() => {
            setPendingStart(null);
            onChange({});
          }}
        >
          {count > 0 ? <Trans>Clear filters ({count})</Trans> : <Trans>Clear filters</Trans>}
        </Button>
      </Box>
    </Flex>
  );
}
