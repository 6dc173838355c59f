/**
 * `/dashboard/units/{id}/order-jobs-history` (product.md §2 "units/{id}/order-jobs-history"; api-catalogue.md
 * "Units (client)": GET /client/units/{id}/order-jobs-history): every order job a media unit has had, newest
 * first, a page at a time — scheduled date (and when it was finished), type, state, technician, campaign, photos —
 * each job linking to its page. The unit's page shows the latest few; this is the whole history.
 *
 * Online and offline: the heading names the unit from the device's units mirror ("Unit 12" when the device does
 * not hold it); each page of the history is a server read kept on the device — a page seen once opens offline and
 * says from when, one never read says it needs a connection, with Retry. Technician and campaign come from the
 * order jobs and campaigns the device mirrors (the history's rows do not carry them): "—" when the job is not on
 * this device.
 */
import { useState } from 'react';
import { Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { JOB_KIND_LABELS, useEnumLabel, WORK_STATUS_LABELS } from '#src/i18n/enum-labels.ts';
import { formatDate, formatDateTime } from '#src/lib/dates.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useMirroredUnit } from '../api/inventory.ts';
import { useMirroredJobInfo, useUnitOrderJobsHistory } from '../api/unit-order-jobs.ts';

/** The history of unit `id` (see module doc). */
export function UnitOrderJobsHistoryPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const kindLabel = useEnumLabel(JOB_KIND_LABELS);
  const stateLabel = useEnumLabel(WORK_STATUS_LABELS);
  const [page, setPage] = useState(1);
  const unit = useMirroredUnit(id)?.unit;
  const read = useUnitOrderJobsHistory(id, page);
  const rows = read.value?.data ?? [];
  const info = useMirroredJobInfo(rows.map((r) => r.order_job_id));
  const name = unit ? `${unit.title} (${unit.sku})` : t`Unit ${id}`;
  const title = t`Order-jobs history of ${name}`;
  const what = t`the order-jobs history`;
  const finished = (at: string) => {
    const ms = Date.parse(at);
    return Number.isNaN(ms) ? at : formatDateTime(ms, i18n.locale);
  };
  return (
    <Stack gap="4" maxW="6xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <ChakraLink asChild alignSelf="start">
        <Link to="/dashboard/units/$id" params={{ id }}>
          <Trans>Back to the unit</Trans>
        </Link>
      </ChakraLink>
      <ReadState read={read} what={what} />
      {read.value && rows.length === 0 && (
        <Text role="status" color="fg.muted">
          <Trans>No order jobs for this unit yet.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Order job</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Date</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Type</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>State</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Technician</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Campaign</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Photos</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((job) => {
                const known = info.get(job.order_job_id);
                return (
                  <Table.Row key={job.order_job_id} data-job={job.order_job_id}>
                    <Table.Cell>
                      <ChakraLink asChild>
                        <Link to="/dashboard/order-jobs/$id" params={{ id: job.order_job_id }}>
                          {t`Order job ${job.order_job_id}`}
                        </Link>
                      </ChakraLink>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {formatDate(job.scheduled_date)}
                      {job.finished_at && (
                        <Text fontSize="xs" color="fg.muted">
                          {t`Finished ${finished(job.finished_at)}`}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{kindLabel(job.kind)}</Table.Cell>
                    <Table.Cell>{stateLabel(job.status)}</Table.Cell>
                    <Table.Cell>{known?.technician ?? <NotHere />}</Table.Cell>
                    <Table.Cell>
                      {known?.campaign ??
                        (known?.campaignId ? t`Campaign ${known.campaignId}` : known ? '—' : <NotHere />)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {t`${plural(job.photos.length, { one: '# photo', other: '# photos' })}`}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {read.value && <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={setPage} />}
    </Stack>
  );
}

/** A value only the device's mirror could give, for a job it does not hold. */
function NotHere() {
  const { t } = useLingui();
  return (
    <Text as="span" color="fg.muted" title={t`This order job is not on this device`}>
      <span aria-hidden="true">—</span>
      <Text as="span" srOnly>
        <Trans>Not on this device</Trans>
      </Text>
    </Text>
  );
}
