/**
 * A workgroup's clients and members as spreadsheet files (issue 19 "import and export of clients and members as
 * spreadsheet files (xlsx and CSV, row-level report on import as in the unit import)"; product.md §2 "workgroup
 * list", §4; contract src/api/contract/workgroup-transfer.ts). Anyone in the workgroup downloads what it reads (its
 * members; the clients it sees) as .xlsx or CSV; the admins import a file of clients or members and see the row
 * report: rows created and updated, and each refused row with the server's reasons. Both need a connection and say
 * so; a file refused whole shows the server's message. Sizes are checked here first (`MAX_SHEET_BYTES`).
 */
import { useId, useState } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MAX_SHEET_BYTES } from '#src/api/contract/workgroup-transfer.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { RefusedRows } from '#src/ui/refused-rows.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useWorkgroupActions, type ImportAnswer, type SheetFormat } from '../api/workgroups.ts';
import type { Chosen } from './workgroup-frame.tsx';

type What = 'clients' | 'members';

/** The row report of an import: counts, then the refused rows with their reasons (field: messages). */
export function ImportReport({ report }: { report: ImportAnswer }) {
  const { created, updated, refused } = report.data;
  return (
    <Stack gap="2" role="status" data-testid="import-report">
      <Text>{report.message}</Text>
      <Text>
        <Plural value={created} one="# row created." other="# rows created." />{' '}
        <Plural value={updated} one="# row updated." other="# rows updated." />{' '}
        <Plural value={refused.length} _0="No row refused." one="# row refused:" other="# rows refused:" />
      </Text>
      <RefusedRows
        maxH="18rem"
        columns={[<Trans key="reason">Reasons</Trans>]}
        rows={refused.map((r) => ({
          row: r.row,
          cells: [
            Object.entries(r.errors)
              .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
              .join('; '),
          ],
        }))}
      />
    </Stack>
  );
}

/** The import of the workgroup's admins: which list, the file, then the row report. */
function ImportFile({ chosen }: { chosen: Chosen }) {
  const { t } = useLingui();
  const id = useId();
  const { importFile } = useWorkgroupActions();
  const [what, setWhat] = useState<What>('clients');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportAnswer | null>(null);
  const tooBig = !!file && file.size > MAX_SHEET_BYTES;
  const mb = Math.round(MAX_SHEET_BYTES / 1024 / 1024);
  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`}>
      <Heading as="h3" size="md" id={`${id}-h`}>
        <Trans>Import a file</Trans>
      </Heading>
      <SelectField
        id={`${id}-what`}
        label={<Trans>The file holds</Trans>}
        value={what}
        onChange={(value) => setWhat(value as What)}
        options={[
          { value: 'clients', label: t`Clients: email and member's email` },
          { value: 'members', label: t`Members: email, role and permissions` },
        ]}
      />
      <label htmlFor={`${id}-file`}>
        <Text fontSize="sm">
          <Trans>An .xlsx or .csv file with a header row, as the export writes it</Trans>
        </Text>
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-invalid={tooBig || undefined}
        onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
      />
      {tooBig && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t`This file is over ${mb} MB. Split it into smaller files.`}
        </Text>
      )}
      <OnlineAction
        disabled={!file || tooBig}
        run={async () => {
          setReport(null);
          if (file) setReport(await importFile(what, file, chosen.workgroup.id));
        }}
      >
        <Trans>Import the file</Trans>
      </OnlineAction>
      {report && <ImportReport report={report} />}
    </Stack>
  );
}

/** Export (everyone in the workgroup) and import (its admins). */
export function TransferSection({ chosen }: { chosen: Chosen }) {
  const { t } = useLingui();
  const id = useId();
  const { exportFile } = useWorkgroupActions();
  const [format, setFormat] = useState<SheetFormat>('xlsx');
  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`}>
      <Heading as="h2" size="lg" id={`${id}-h`}>
        <Trans>Files</Trans>
      </Heading>
      <SelectField
        id={`${id}-format`}
        label={<Trans>Export format</Trans>}
        value={format}
        onChange={(value) => setFormat(value as SheetFormat)}
        options={[
          { value: 'xlsx', label: t`Excel (.xlsx)` },
          { value: 'csv', label: t`CSV` },
        ]}
      />
      <HStack gap="3" align="flex-start" wrap="wrap">
        <OnlineAction run={() => exportFile('clients', format, chosen.workgroup.id)}>
          <Trans>Export the clients</Trans>
        </OnlineAction>
        <OnlineAction run={() => exportFile('members', format, chosen.workgroup.id)}>
          <Trans>Export the members</Trans>
        </OnlineAction>
      </HStack>
      {chosen.admin && <ImportFile chosen={chosen} />}
    </Stack>
  );
}
