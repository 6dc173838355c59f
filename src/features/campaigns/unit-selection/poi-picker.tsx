/**
 * Points of interest of a campaign (spec §3 "points of interest",
 * §9 "POI search uses type=all", "Dropdown search delay 1000 ms"): a search
 * box that asks the server after a pause in typing, the results with their
 * category as checkboxes, and the chosen points as removable chips.
 *
 * Searching needs a connection; offline the picker says so and the chosen
 * points stay (and can still be removed). At most MAX_POIS points can be
 * chosen (the server's limit). A chosen point whose name this page has not
 * seen is named by its id.
 */
import { useId, useState } from 'react';
import { Badge, Box, Button, CloseButton, HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '#src/ui/text-input.tsx';
import { SEARCH_DELAY_MS } from '#src/ui/searchable-select.tsx';
import { useDebouncedCallback } from '#src/ui/use-debounced-callback.ts';
import { useKnownPois, usePoiSearch, type Poi } from '../api/pois.ts';
import { useOnline } from '../api/unit-selection.ts';

/** Most points a campaign may have (the `set_pois` call's limit). */
export const MAX_POIS = 200;

export interface PoiPickerProps {
  /** The campaign's countries: the search looks in each. */
  countryIds: number[];
  /** Ids of the chosen points. */
  value: number[];
  onChange(ids: number[]): void;
}

function Results({
  list,
  chosen,
  full,
  onToggle,
}: {
  list: readonly Poi[];
  chosen: ReadonlySet<number>;
  full: boolean;
  onToggle: (poi: Poi) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack
      as="ul"
      gap="1"
      listStyleType="none"
      aria-label={t`Search results`}
      maxH="320px"
      overflowY="auto"
      data-testid="poi-results"
    >
      {list.map((p) => {
        const on = chosen.has(p.id);
        return (
          <Box as="li" key={p.id}>
            <chakra.label
              display="flex"
              alignItems="center"
              gap="3"
              px="2"
              py="1.5"
              borderRadius="md"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
            >
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={() => onToggle(p)}
                style={{ width: '1.1rem', height: '1.1rem', accentColor: '#F5B800' }}
              />
              <Text flex="1" minW="0" truncate>
                {p.name}
              </Text>
              <Badge variant="subtle" flexShrink={0}>
                {p.category}
              </Badge>
            </chakra.label>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The points-of-interest picker (see module doc). */
export function PoiPicker({ countryIds, value, onChange }: PoiPickerProps) {
  const { t } = useLingui();
  const chipsId = useId();
  const online = useOnline();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [search] = useDebouncedCallback((next: string) => setTerm(next), SEARCH_DELAY_MS);
  const results = usePoiSearch(countryIds, term);
  const known = useKnownPois(value, countryIds);
  const chosen = new Set(value);
  const full = value.length >= MAX_POIS;
  const toggle = (p: Poi) => onChange(chosen.has(p.id) ? value.filter((id) => id !== p.id) : [...value, p.id]);
  const count = value.length;
  const shownTerm = term.trim();

  return (
    // the search runs as one types: Enter must not submit the editor's step form around the picker
    <Stack
      gap="4"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type !== 'checkbox')
          e.preventDefault();
      }}
    >
      <Box>
        <Text fontWeight="medium" id={chipsId} mb="2">
          <Trans>Chosen points of interest ({count})</Trans>
        </Text>
        {count === 0 ? (
          <Text color="fg.muted">
            <Trans>None chosen yet.</Trans>
          </Text>
        ) : (
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-labelledby={chipsId} data-testid="poi-chips">
            {value.map((id) => {
              const name = known.get(id)?.name ?? t`Point of interest ${id}`;
              return (
                <Badge as="li" key={id} size="lg" variant="surface" colorPalette="brand" gap="1" pe="0.5">
                  {name}
                  <CloseButton
                    size="2xs"
                    aria-label={t`Remove ${name}`}
                    onClick={() => onChange(value.filter((x) => x !== id))}
                  />
                </Badge>
              );
            })}
          </HStack>
        )}
        {full && (
          <Text fontSize="sm" color="fg.warning" mt="2">
            <Trans>That is the most points of interest a campaign can have.</Trans>
          </Text>
        )}
      </Box>
      <TextInput
        label={t`Search points of interest by name or category`}
        name="poi-search"
        type="search"
        value={typed}
        disabled={countryIds.length === 0}
        hint={countryIds.length === 0 ? <Trans>Choose the campaign's countries first.</Trans> : undefined}
        onChange={(next) => {
          setTyped(next);
          search(next);
        }}
      />
      {!online && (
        <Text color="fg.muted" role="status">
          <Trans>Searching needs a connection. The points already chosen stay.</Trans>
        </Text>
      )}
      {shownTerm && (
        <Box aria-live="polite">
          {results.state === 'loading' && (
            <HStack color="fg.muted">
              <Spinner size="sm" />
              <Text>
                <Trans>Searching…</Trans>
              </Text>
            </HStack>
          )}
          {(results.state === 'offline' || results.state === 'error') && (
            <HStack gap="3" wrap="wrap">
              <Text color="fg.muted">
                {results.state === 'offline' ? (
                  <Trans>No connection: the search could not be made.</Trans>
                ) : (
                  <Trans>The search failed: {results.message ?? ''}</Trans>
                )}
              </Text>
              <Button size="sm" variant="outline" onClick={results.retry}>
                <Trans>Retry</Trans>
              </Button>
            </HStack>
          )}
          {results.state === 'ready' &&
            (results.value.length === 0 ? (
              <Text color="fg.muted">
                <Trans>No point of interest matches “{shownTerm}”.</Trans>
              </Text>
            ) : (
              <Results list={results.value} chosen={chosen} full={full} onToggle={toggle} />
            ))}
        </Box>
      )}
    </Stack>
  );
}
