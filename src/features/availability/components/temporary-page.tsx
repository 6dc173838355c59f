/**
 * /dashboard/availability/temporary (product.md §2 availability/temporary: temporary holds — bookings and
 * reservations; docs/dashboards-availability.md "Screens"): the units the caller's role sees with a held or busy day
 * in the range (GET /{rol}/busy-unit-print: a provider its own units, clients and agencies those their campaigns
 * and bookings hold, sellers their customers', staff all), each with its held periods — the runs of `h` days of
 * its grid row, i.e. the days reservations and bookings (not contracts) take every spot.
 *
 * - `{rol}` is one of the caller's role values (the profile's roles; a person with several chooses which one).
 * - By default only the units of the page with a held day are listed ("Only units with held days"); unticked, the
 *   units busy only with contracts show too.
 * - Read a page at a time and kept on the device (offline: the last answer, saying when).
 */
import { useMemo, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ROLE_VALUES } from '#src/api/contract/permissions.ts';
import { formatDate, today as deviceToday } from '#src/lib/dates.ts';
import { CheckField } from '#src/ui/check-field.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useBusyUnits, type GridRow } from '../api/views.ts';
import { viewQueryOf, viewRange, type ViewFilters } from '../model/filters.ts';
import { runsOf } from '../model/grid.ts';
import { AvailabilityNav } from './grid-parts.tsx';
import { UnitTable } from './unit-table.tsx';
import { ViewFiltersBar } from './view-filters.tsx';

/** Units read per page. */
const PAGE_SIZE = 100;

/** A unit's held periods as a list ("03/03/2027 – 10/03/2027 (8 days)"). */
function HeldPeriods({ row, from }: { row: GridRow; from: string }) {
  const { t } = useLingui();
  const runs = runsOf(row.days, from, 'held');
  if (runs.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>None (contracts only)</Trans>
      </Text>
    );
  return (
    <Box as="ul" listStyleType="none" fontSize="sm" aria-label={t`Held periods of ${row.title}`}>
      {runs.map((r) => {
        const start = formatDate(r.start);
        const end = formatDate(r.end);
        return (
          <li key={r.start} style={{ whiteSpace: 'nowrap' }}>
            {r.days === 1 ? (
              <Trans>{start} (1 day)</Trans>
            ) : (
              <Plural value={r.days} one={`${start} – ${end} (# day)`} other={`${start} – ${end} (# days)`} />
            )}
          </li>
        );
      })}
    </Box>
  );
}

/** The temporary holds screen. `roles`: the caller's roles (the profile's: `value` the role key, `name` shown). */
export function TemporaryPage({
  roles,
  filters,
  onFiltersChange,
}: {
  roles: readonly { value: string; name: string }[];
  filters: ViewFilters;
  onFiltersChange: (filters: ViewFilters) => void;
}) {
  const { t } = useLingui();
  const [day] = useState(deviceToday);
  const filtersKey = JSON.stringify(filters);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the filters' content, not their identity
  const query = useMemo(() => viewQueryOf(filters, day), [filtersKey, day]);
  const usable = roles.filter((r) => (ROLE_VALUES as readonly string[]).includes(r.value));
  const [role, setRole] = useState(usable[0]?.value ?? '');
  const [page, setPage] = useState({ key: `${filtersKey}|${role}`, page: 1 });
  if (page.key !== `${filtersKey}|${role}`) setPage({ key: `${filtersKey}|${role}`, page: 1 });
  const [heldOnly, setHeldOnly] = useState(true);
  const read = useBusyUnits(role, query, page.page, PAGE_SIZE);
  const range = viewRange(filters, day);
  const from = read.value?.range.from ?? range.from;
  const rows = (read.value?.data ?? []).filter((r) => !heldOnly || r.held > 0);
  const fromText = formatDate(range.from);
  const toText = formatDate(range.to);
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="2xl">
        <Trans>Temporary holds</Trans>
      </Heading>
      <AvailabilityNav current="temporary" filters={filters} />
      <Text fontSize="sm" color="fg.muted">
        <Trans>Units whose days are held by reservations or bookings (not yet contracted), and when.</Trans>
      </Text>
      <ViewFiltersBar filters={filters} onChange={onFiltersChange} today={day} />
      {usable.length > 1 && (
        <SelectField
          id="temporary-role"
          label={<Trans>See the holds as</Trans>}
          value={role}
          onChange={setRole}
          options={usable.map((r) => ({ value: r.value, label: r.name }))}
        />
      )}
      <CheckField label={t`Only units with held days`} checked={heldOnly} onChange={setHeldOnly} />
      {usable.length === 0 ? (
        <Text role="status" color="fg.muted">
          <Trans>Your account has no role that can see temporary holds.</Trans>
        </Text>
      ) : query === null ? (
        <Text role="status" color="fg.muted">
          <Trans>Choose a range of at most 366 days, ending after it starts.</Trans>
        </Text>
      ) : (
        <>
          <ReadState read={read} what={t`the temporary holds`} />
          {read.value && read.value.meta.total === 0 && (
            <Box p="4" borderWidth="1px" borderRadius="lg" role="status" data-testid="temporary-empty">
              <Trans>
                No unit matching these filters is held or busy from {fromText} to {toText}.
              </Trans>
            </Box>
          )}
          {read.value && read.value.meta.total > 0 && (
            <>
              <Text fontSize="sm" aria-live="polite" data-testid="temporary-count">
                <Plural
                  value={read.value.meta.total}
                  one="# unit held or busy in the range"
                  other="# units held or busy in the range"
                />
              </Text>
              {rows.length === 0 && (
                <Text role="status" color="fg.muted">
                  <Trans>No unit on this page has held days: its units are busy with contracts only.</Trans>
                </Text>
              )}
              <UnitTable
                page={read.value}
                rows={rows}
                caption={t`Temporary holds from ${fromText} to ${toText}`}
                onPageChange={(p) => setPage({ key: `${filtersKey}|${role}`, page: p })}
                extraLabel={<Trans>Held periods</Trans>}
                renderExtra={(r) => <HeldPeriods row={r} from={from} />}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
