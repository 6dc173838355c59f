/**
 * The saved reports the caller reaches (`GET /reports`: its own, those shared with it; managers all — ownership
 * rule `report`), by name, a page at a time, kept on the device. Each links to `/dashboard/reports/{id}`.
 */
import { useState } from 'react';
import { Badge, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { reportOf, useSavedReports } from '../api/reports.ts';

export function SavedReportsList() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const read = useSavedReports(page, search);
  const rows = read.value?.data ?? [];
  const meta = read.value?.meta;
  return (
    <Stack as="section" gap="3" aria-labelledby="saved-reports-heading" data-testid="saved-reports">
      <Heading as="h2" size="lg" id="saved-reports-heading">
        <Trans>Saved reports</Trans>
      </Heading>
      <TextInput
        name="saved-report-search"
        type="search"
        label={t`Search by name`}
        value={search}
        onChange={(x) => {
          setSearch(x);
          setPage(1);
        }}
      />
      <ReadState read={read} what={t`the saved reports`} />
      {read.value && rows.length === 0 && (
        <Text color="fg.muted">
          <Trans>No saved reports yet. Run a report and save it to find it here.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
          <Table.Root size="sm">
            <TableHead
              columns={[
                { label: t`Name` },
                { label: t`Report` },
                { label: t`Status` },
                { label: t`Last run` },
                { label: t`Owner` },
              ]}
            />
            <Table.Body>
              {rows.map((x) => (
                <Table.Row key={x.id}>
                  <Table.Cell>
                    <Link asChild>
                      <RouterLink to="/dashboard/reports/$id" params={{ id: x.id }}>
                        {x.name}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{i18n._(reportOf(x.kind).title)}</Table.Cell>
                  <Table.Cell>
                    {x.status === 'ready' ? (
                      <Badge colorPalette="green">
                        <Trans>Ready</Trans>
                      </Badge>
                    ) : (
                      <Badge colorPalette="red">
                        <Trans>Failed</Trans>
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {x.last_run_at ? formatDateTime(Date.parse(x.last_run_at), i18n.locale) : '—'}
                  </Table.Cell>
                  <Table.Cell>{x.owner.name}</Table.Cell>
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
