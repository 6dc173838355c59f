/**
 * Choosing media units from a searchable list instead of typing their ids (issue 15 "Pickers, not
 * ids"): staff type part of a unit's title, SKU or address; after the spec §9 search pause the
 * server's ad-media search (`availability.adMedia`, GET /ad-media with filter) lists matches, each
 * added with its own button; chosen units show as a list with Remove. Searching needs a
 * connection (the units are not mirrored on staff devices): offline it says so with Retry, and
 * units already chosen stay chosen.
 *
 * Value: the chosen units (`AdMediaUnit[]`, at most one when `single`); the screen sends their ids.
 */
import { useId, useState } from 'react';
import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { adMedia, type AdMediaUnit } from '#src/api/contract/availability.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useRead } from '../sync/index.ts';

export type { AdMediaUnit };

/** Matches shown per search (the first page of GET /ad-media). */
export const PICKER_RESULTS = 8;

export interface UnitPickerProps {
  /** The fieldset's legend, e.g. "Units to add". */
  label: string;
  /** Field name: the search box is `${name}-search`. */
  name: string;
  value: readonly AdMediaUnit[];
  onChange: (units: AdMediaUnit[]) => void;
  /** One unit at most: choosing another replaces it. */
  single?: boolean;
  /** Only the units in this campaign's cart (a contract's units). */
  campaignId?: number | undefined;
  /** Leave out the units in this campaign's cart. */
  excludeCampaignId?: number | undefined;
  /** Units not offered (e.g. already in the order job). */
  skipIds?: readonly number[] | undefined;
  /** A check message shown under the field (e.g. "Choose a unit."). */
  error?: string | undefined;
}

/** The ids in a field's text ("4, 9,12" → [4, 9, 12]; anything else is left out). */
export function idsIn(text: string): number[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .filter((s) => /^\d+$/.test(s))
        .map(Number),
    ),
  ];
}

/**
 * A {@link UnitPicker} for a form that holds unit ids as text ("4, 9, 12", e.g. a unit rule's `unit_ids` in a
 * ResourceForm `custom` field): the names of the units already held are read from GET /ad-media (`ids`); a unit
 * not read yet (offline) shows as "Unit 9" and stays held.
 */
export function UnitIdsPicker({
  value,
  onChange,
  ...picker
}: Omit<UnitPickerProps, 'value' | 'onChange' | 'single'> & { value: string; onChange: (ids: string) => void }) {
  const { t } = useLingui();
  const ids = idsIn(value);
  const [known, setKnown] = useState<ReadonlyMap<number, AdMediaUnit>>(new Map());
  const missing = ids.filter((id) => !known.has(id));
  const read = useRead(
    adMedia,
    { query: { ids: missing.join(','), per_page: PICKER_NAMES_READ } },
    { enabled: missing.length > 0 },
  );
  const found = new Map([...known, ...(read.value?.data ?? []).map((u) => [u.id, u] as const)]);
  const units = ids.map(
    (id): AdMediaUnit =>
      found.get(id) ?? {
        id,
        title: t`Unit ${id}`,
        sku: '',
        address: '',
        media_type: { id: 0, name: '' },
        provider: { id: 0, name: '' },
        country_id: 0,
      },
  );
  return (
    <UnitPicker
      {...picker}
      value={units}
      onChange={(list) => {
        setKnown(new Map([...found, ...list.map((u) => [u.id, u] as const)]));
        onChange(list.map((u) => u.id).join(', '));
      }}
    />
  );
}

/** Names read at once for the units a form holds (the ad-media page size). */
const PICKER_NAMES_READ = 50;

/** "Valla Reforma 120 · MX-BIL-0001 · Av. Reforma 120 · Valla · Medios del Valle". */
function describe(u: AdMediaUnit): string {
  return [u.sku, u.address, u.media_type.name, u.provider.name].filter(Boolean).join(' · ');
}

export function UnitPicker({
  label,
  name,
  value,
  onChange,
  single = false,
  campaignId,
  excludeCampaignId,
  skipIds = [],
  error,
}: UnitPickerProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [term, setTerm] = useState('');
  const query = {
    per_page: PICKER_RESULTS,
    ...(term ? { filter: term } : {}),
    ...(campaignId ? { campaign_id: campaignId } : {}),
    ...(excludeCampaignId ? { exclude_campaign_id: excludeCampaignId } : {}),
  };
  // a campaign's own units are few: listed at once; any other search waits for a word
  const read = useRead(adMedia, { query }, { enabled: term !== '' || campaignId !== undefined });
  const chosenIds = new Set([...value.map((u) => u.id), ...skipIds]);
  const matches = (read.value?.data ?? []).filter((u) => !chosenIds.has(u.id));
  const choose = (u: AdMediaUnit) => onChange(single ? [u] : [...value, u]);
  return (
    <Fieldset.Root invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <Fieldset.Legend fontWeight="medium">{label}</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {value.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Chosen units`}>
            {value.map((u) => (
              <HStack as="li" key={u.id} gap="2" justify="space-between" p="2" borderWidth="1px" borderRadius="md">
                <Box minW="0">
                  <Text fontWeight="medium">{u.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {describe(u)}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remove ${u.title}`}
                  onClick={() => onChange(value.filter((x) => x.id !== u.id))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        <SearchBox label={t`${label}: search by name, SKU or address`} name={`${name}-search`} onSearch={setTerm} />
        {(term !== '' || campaignId !== undefined) && <ReadState read={read} what={t`the units`} />}
        {read.state === 'ready' && read.value && (
          <>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {read.value.meta.total === 0 ? (
                <Trans>No unit matches.</Trans>
              ) : (
                <Plural value={read.value.meta.total} one="# unit matches." other="# units match." />
              )}
              {read.value.meta.total > PICKER_RESULTS && ' '}
              {read.value.meta.total > PICKER_RESULTS && <Trans>Type more to narrow the list.</Trans>}
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Units found`}>
              {matches.map((u) => (
                <HStack as="li" key={u.id} gap="2" justify="space-between" p="2" borderWidth="1px" borderRadius="md">
                  <Box minW="0">
                    <Text fontWeight="medium">{u.title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {describe(u)}
                    </Text>
                  </Box>
                  <Button size="sm" variant="outline" aria-label={t`Choose ${u.title}`} onClick={() => choose(u)}>
                    <Trans>Choose</Trans>
                  </Button>
                </HStack>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      {error && <Fieldset.ErrorText id={errorId}>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
