/**
 * /dashboard/order-jobs (issue 6): the mirrored order jobs with status and
 * search filters (description, unit title or address, technician), newest
 * scheduled first. Works offline.
 */
import { useMemo, useState } from 'react';
import { Box, Flex, Heading, HStack, LinkBox, LinkOverlay, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../lib/dates.ts';
import { Freshness } from '../../../ui/freshness.tsx';
import { TextInput } from '../../../ui/text-input.tsx';
import { useFieldFreshness, useOrderJobs } from '../api/field-work.ts';
import { filterJobs, JOB_STATUSES } from '../model/jobs.ts';
import { StatusBadge, useStatusLabels } from './status-badge.tsx';

export function OrderJobsPage() {
  const { t } = useLingui();
  const jobs = useOrderJobs();
  const labels = useStatusLabels();
  const lastPulledAt = useFieldFreshness();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const shown = useMemo(() => filterJobs(jobs ?? [], { search, status }), [jobs, search, status]);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl"><Trans>Order jobs</Trans></Heading>
        <Freshness lastPulledAt={lastPulledAt} />
      </Flex>
      <Flex gap="3" wrap="wrap" align="end">
        <Box flex="1" minW="220px">
          <TextInput label={t`Search by description, unit or technician`} name="search" type="search" value={search} onChange={setSearch} />
        </Box>
        <Box minW="180px">
          <label htmlFor="job-status-filter"><Text fontSize="sm" fontWeight="medium" mb="1.5"><Trans>Status</Trans></Text></label>
          <NativeSelect.Root>
            <NativeSelect.Field id="job-status-filter" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
              <option value="">{t`All statuses`}</option>
              {JOB_STATUSES.map((s) => <option key={s} value={s}>{labels[s]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>
      {jobs === undefined && <Text role="status" color="fg.muted"><Trans>Loading the order jobs on this device…</Trans></Text>}
      {jobs !== undefined && <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="jobs-count"><Trans>{shown.length} of {jobs.length} order jobs</Trans></Text>}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Order jobs`}>
        {shown.map(({ job, items }) => (
          <LinkBox as="li" key={job.id} p="4" borderWidth="1px" borderRadius="lg">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Box minW="0">
                <LinkOverlay asChild>
                  <Link to="/dashboard/order-jobs/$id" params={{ id: String(job.id) }}>
                    <Text fontWeight="semibold"><Trans>Order job {job.id}</Trans> · {formatDate(job.scheduled_date)}</Text>
                  </Link>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted" truncate>{job.description}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <Plural value={items.length} one="# unit" other="# units" />{job.technician ? ` · ${job.technician.name}` : ''}
                </Text>
              </Box>
              <StatusBadge status={job.status} />
            </HStack>
          </LinkBox>
        ))}
      </Stack>
    </Stack>
  );
}
