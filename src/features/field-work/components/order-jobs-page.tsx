/**
 * /dashboard/order-jobs (product.md §2, §4 field operations): the mirrored order jobs with status,
 * technician, day and search filters (description, unit title or address), newest
 * scheduled first, in a virtualised list (a thousand jobs filter at once).
 * Works offline.
 */
import { useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '#src/ui/select-field.tsx';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate, isIsoDate } from '#src/lib/dates.ts';
import { FilterBar, ListHeader, MirrorListState } from '#src/ui/list-page.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useFieldFreshness, useKnownTechnicians, useOrderJobs } from '../api/field-work.ts';
import { filterJobs, indexJobs, JOB_STATUSES } from '../model/jobs.ts';
import { StatusBadge, useStatusLabels } from './status-badge.tsx';

/** Height of one row of the list, px (8 of them the gap). */
const ROW_HEIGHT = 96;

export function OrderJobsPage() {
  const { t } = useLingui();
  const jobs = useOrderJobs();
  const labels = useStatusLabels();
  const lastPulledAt = useFieldFreshness();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [technician, setTechnician] = useState('');
  const [date, setDate] = useState('');
  const technicians = useKnownTechnicians();
  const index = useMemo(() => indexJobs(jobs ?? []), [jobs]);
  const shown = useMemo(
    () => filterJobs(index, { search, status, technician, date: isIsoDate(date) ? date : '' }),
    [index, search, status, technician, date],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back functions the React Compiler cannot memoise; this component is not compiled
  // oxlint-disable-next-line react/incompatible-library
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  return (
    <Stack gap="4">
      <ListHeader title={<Trans>Order jobs</Trans>} lastPulledAt={lastPulledAt} />
      <FilterBar search={{ label: t`Search by description, unit or technician`, value: search, onChange: setSearch }}>
        <SelectField
          id="job-status-filter"
          label={<Trans>Status</Trans>}
          value={status}
          onChange={setStatus}
          options={[
            { value: '', label: t`All statuses` },
            ...JOB_STATUSES.map((v) => ({ value: v, label: labels[v] ?? v })),
          ]}
        />
        <SelectField
          id="job-technician-filter"
          label={<Trans>Technician</Trans>}
          value={technician}
          onChange={setTechnician}
          minW="200px"
          options={[
            { value: '', label: t`All technicians` },
            { value: 'none', label: t`No technician assigned` },
            ...technicians.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <Box minW="170px">
          <TextInput
            label={t`Day`}
            name="date"
            type="date"
            value={date}
            onChange={setDate}
            error={date && !isIsoDate(date) ? t`Choose a day in the calendar.` : undefined}
          />
        </Box>
      </FilterBar>
      <MirrorListState rows={jobs} loading={t`Loading the order jobs on this device…`} />
      {jobs !== undefined && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="jobs-count">
          <Plural
            value={jobs.length}
            one={`${shown.length} of # order job`}
            other={`${shown.length} of # order jobs`}
          />
        </Text>
      )}
      <Box
        ref={scroller}
        h={{ base: '70dvh', lg: 'calc(100dvh - 280px)' }}
        minH="320px"
        overflowY="auto"
        role="list"
        aria-label={t`Order jobs`}
        data-testid="jobs-list"
      >
        <Box position="relative" h={`${virtual.getTotalSize()}px`}>
          {virtual.getVirtualItems().map((row) => {
            const { job, items } = shown[row.index]!;
            return (
              <LinkBox
                key={job.id}
                role="listitem"
                position="absolute"
                top="0"
                left="0"
                right="0"
                h={`${ROW_HEIGHT - 8}px`}
                transform={`translateY(${row.start}px)`}
                p="3"
                borderWidth="1px"
                borderRadius="lg"
                overflow="hidden"
                data-job-id={job.id}
              >
                <HStack justify="space-between" gap="3">
                  <Box minW="0">
                    <LinkOverlay asChild>
                      <Link to="/dashboard/order-jobs/$id" params={{ id: job.id }}>
                        <Text fontWeight="semibold" truncate>
                          <Trans>Order job {job.id}</Trans> · {formatDate(job.scheduled_date)}
                        </Text>
                      </Link>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {job.description}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      <Plural value={items.length} one="# unit" other="# units" />
                      {job.technician ? ` · ${job.technician.name}` : ''}
                    </Text>
                  </Box>
                  <StatusBadge status={job.status} />
                </HStack>
              </LinkBox>
            );
          })}
        </Box>
      </Box>
    </Stack>
  );
}
