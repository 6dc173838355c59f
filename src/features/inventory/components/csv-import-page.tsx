/**
 * /dashboard/units/import (POST /provider/units/import-csv): pick
 * a CSV, upload it with progress, then read the report — how many units were
 * created and a table of the refused rows with their reasons. A file over
 * 20 MB is refused here before any upload; a malformed file shows the
 * server's message (it created nothing). Online only: says so offline.
 * Created units reach the list with the next pull of the units mirror,
 * which the page asks for after a successful import.
 */
import { useId, useState } from 'react';
import { Box, Button, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { UNIT_CSV_OPTIONAL, UNIT_CSV_REQUIRED } from '#src/api/contract/inventory.ts';
import { ApiError } from '#src/api/errors.ts';
import { describeError } from '#src/ui/notices.tsx';
import { RefusedRows } from '#src/ui/refused-rows.tsx';
import { useImportUnitsCsv } from '../api/inventory.ts';
import { checkCsvFile, refusedReasons } from '../model/csv-import.ts';

type Report = Awaited<ReturnType<ReturnType<typeof useImportUnitsCsv>>>;
type Problem = { title: string; description?: string | undefined };

export function CsvImportPage() {
  const { t } = useLingui();
  const importCsv = useImportUnitsCsv();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const tooBig = file ? checkCsvFile(file) === 'too-large' : false;

  const upload = async () => {
    if (!file) {
      setProblem({ title: t`Choose a CSV file first.` });
      return;
    }
    if (checkCsvFile(file) === 'too-large') {
      setProblem({ title: t`This file is larger than 20 MB: split it and import each part.` });
      return;
    }
    setProblem(null);
    setReport(null);
    setProgress(0);
    try {
      setReport(await importCsv(file, setProgress));
    } catch (e) {
      setProblem(
        e instanceof ApiError && e.isNetwork
          ? {
              title: t`Importing needs a connection.`,
              description: t`Choose the file again when the device is back online.`,
            }
          : describeError(e),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="2xl">
        <Trans>Import units from a CSV file</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          The first line names the columns. Required: {UNIT_CSV_REQUIRED.join(', ')}. Optional:{' '}
          {UNIT_CSV_OPTIONAL.join(', ')}. Comma or semicolon separated, UTF-8, up to 20 MB.
        </Trans>
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void upload();
        }}
      >
        <Stack gap="3" align="start">
          <label htmlFor={inputId}>
            <Text fontWeight="medium">
              <Trans>CSV file</Trans>
            </Text>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setProblem(null);
              setReport(null);
            }}
          />
          <Text id={`${inputId}-hint`} fontSize="sm" color={tooBig ? 'fg.error' : 'fg.muted'}>
            {tooBig ? (
              <Trans>This file is larger than 20 MB: split it and import each part.</Trans>
            ) : (
              <Trans>Units are created for your provider.</Trans>
            )}
          </Text>
          <Button
            type="submit"
            colorPalette="brand"
            loading={progress !== null}
            loadingText={<Trans>Import</Trans>}
            disabled={tooBig}
          >
            <Trans>Import</Trans>
          </Button>
        </Stack>
      </form>
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} max={100} aria-label={t`Upload progress`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>{t`${Math.round(progress * 100)} % sent`}</Progress.ValueText>
        </Progress.Root>
      )}
      {problem && (
        <Box role="alert" p="3" borderWidth="1px" borderColor="border.error" borderRadius="md">
          <Text fontWeight="medium">{problem.title}</Text>
          {problem.description && <Text fontSize="sm">{problem.description}</Text>}
        </Box>
      )}
      {report && (
        <Stack gap="3" role="region" aria-label={t`Import report`}>
          <Text fontSize="lg" role="status">
            <Trans>
              <span data-testid="import-created">{report.created}</span> units created, {report.refused.length} rows
              refused.
            </Trans>
          </Text>
          <RefusedRows
            columns={[<Trans key="reasons">Reasons</Trans>]}
            rows={report.refused.map((r) => ({ row: r.row, cells: [refusedReasons(r.errors).join('; ')] }))}
          />
          <Link to="/dashboard/units">
            <Trans>Back to the units</Trans>
          </Link>
        </Stack>
      )}
    </Stack>
  );
}
