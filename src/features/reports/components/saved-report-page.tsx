/**
 * `/dashboard/reports/{id}` (product.md §2 "reports/{id}"; docs/reports.md "Saved reports"): a saved report — its
 * kept result as chart and table (kept on the device: offline it shows, saying when it was loaded), who owns it and
 * who it was shared with; its owner (or a manager) may run it again and share it with accounts or addresses; anyone
 * who reads it may download it as an .xlsx; and the units its lines cover, a page at a time.
 * A report the caller does not reach is a 404 from the server, shown as "not found".
 */
import { useState } from 'react';
import { Badge, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import {
  reportOf,
  useReportActions,
  useSavedReport,
  useSavedReportUnits,
  type SavedReportDetail,
} from '../api/reports.ts';
import { ReportBody } from './report-result.tsx';

/** Splits typed addresses and account numbers: "ana@x.com, 12" → emails and user ids. */
export function parseRecipients(text: string): { emails: string[]; user_ids: number[] } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return {
    emails: parts.filter((p) => p.includes('@')),
    user_ids: parts.filter((p) => /^\d+$/.test(p)).map(Number),
  };
}

function Share({ report }: { report: SavedReportDetail }) {
  const { t } = useLingui();
  const { share } = useReportActions();
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const recipients = parseRecipients(to);
  return (
    <Stack as="section" gap="2" aria-labelledby="share-heading">
      <Heading as="h2" size="md" id="share-heading">
        <Trans>Share</Trans>
      </Heading>
      <TextInput
        name="share-to"
        label={t`Email addresses or account numbers`}
        value={to}
        onChange={setTo}
        hint={t`Separate them with commas.`}
      />
      <TextArea name="share-message" label={t`Message`} value={message} onChange={setMessage} maxLength={1000} />
      <OnlineAction
        run={async () => {
          await share(report.id, { ...recipients, ...(message.trim() ? { message: message.trim() } : {}) });
          setTo('');
          setMessage('');
        }}
        disabled={recipients.emails.length + recipients.user_ids.length === 0}
        done={<Trans>Shared.</Trans>}
        data-testid="share-report"
      >
        <Trans>Share report</Trans>
      </OnlineAction>
      {report.shares.length > 0 && (
        <Stack as="ul" gap="1" pl="5">
          {report.shares.map((s, i) => (
            <Text as="li" key={i} fontSize="sm">
              {s.user ? `${s.user.name} · ${s.email}` : s.email}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Units({ id }: { id: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const read = useSavedReportUnits(id, page);
  const rows = read.value?.data ?? [];
  const meta = read.value?.meta;
  return (
    <Stack as="section" gap="2" aria-labelledby="units-heading">
      <Heading as="h2" size="md" id="units-heading">
        <Trans>Units in this report</Trans>
      </Heading>
      <ReadState read={read} what={t`the units`} />
      {read.value && rows.length === 0 && (
        <Text color="fg.muted">
          <Trans>No units.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
          <Table.Root size="sm" data-testid="report-units">
            <TableHead
              columns={[
                { label: t`Unit` },
                { label: 'SKU' },
                { label: t`Media type` },
                { label: t`City` },
                { label: t`Country` },
              ]}
            />
            <Table.Body>
              {rows.map((u) => (
                <Table.Row key={u.id}>
                  <Table.Cell>{u.title}</Table.Cell>
                  <Table.Cell>{u.sku}</Table.Cell>
                  <Table.Cell>{u.media_type.name}</Table.Cell>
                  <Table.Cell>{u.city.name}</Table.Cell>
                  <Table.Cell>{u.country.name}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {meta && meta.last_page > 1 && (
        <Pagination currentPage={meta.current_page} lastPage={meta.last_page} onPageChange={setPage} />
      )}
    </Stack>
  );
}

export function SavedReportPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const read = useSavedReport(id);
  const { retry, download } = useReportActions();
  const report = read.value;
  return (
    <Stack gap="5">
      <Link asChild fontSize="sm">
        <RouterLink to="/dashboard/reports">
          <Trans>← Reports</Trans>
        </RouterLink>
      </Link>
      {read.notFound ? (
        <Text role="alert">
          <Trans>This report does not exist or is not shared with you.</Trans>
        </Text>
      ) : (
        <ReadState read={read} what={t`the report`} />
      )}
      {report && (
        <>
          <Stack gap="1">
            <Heading as="h1" size="xl">
              {report.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {i18n._(reportOf(report.kind).title)} · <Trans>by {report.owner.name}</Trans>
              {report.last_run_at ? ` · ${formatDateTime(Date.parse(report.last_run_at), i18n.locale)}` : ''}
            </Text>
          </Stack>
          <HStack gap="3" wrap="wrap" align="flex-start">
            {report.mine && (
              <OnlineAction run={() => retry(report.id)} done={<Trans>Run again.</Trans>} data-testid="retry-report">
                <Trans>Run again</Trans>
              </OnlineAction>
            )}
            <OnlineAction
              run={() => download(report)}
              disabled={report.status !== 'ready'}
              data-testid="download-report"
            >
              <Trans>Download Excel</Trans>
            </OnlineAction>
          </HStack>
          {report.status === 'failed' && (
            <HStack gap="2" role="alert">
              <Badge colorPalette="red">
                <Trans>Failed</Trans>
              </Badge>
              <Text>{report.error ?? t`The last run failed. Run it again.`}</Text>
            </HStack>
          )}
          {report.result && <ReportBody report={report.result} />}
          {report.mine && <Share report={report} />}
          <Units id={report.id} />
        </>
      )}
    </Stack>
  );
}
