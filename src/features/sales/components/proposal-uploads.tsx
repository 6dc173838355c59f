/**
 * Units from a CSV file and files attached to a proposal (issue 16 "units … by CSV upload (`upload-units`, with a
 * row-level report like the unit import) … notes, files"; api-catalogue.md "Proposals"). Both need a connection
 * (the server reads the file): offline they say so and the chosen file stays chosen. The CSV report gives how many
 * rows were added and a table of the refused rows with the server's reason; a file refused whole shows the server's
 * message (§8). Files are typed by their bytes on the server (SECURITY.md): a file of another type is refused with
 * its name. Sizes are checked here first: a CSV up to `MAX_CSV_BYTES`, a file up to `MAX_FILE_BYTES`.
 */
import { useId, useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { RefusedRows } from '#src/ui/refused-rows.tsx';
import {
  useAddProposalFiles,
  useUploadProposalUnits,
  type ProposalCsvRefusal,
  type ProposalRow,
} from '../api/proposals.ts';

/** Bytes: 5 MiB of CSV (tens of thousands of rows). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
/** Bytes: 20 MiB per attached file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * An upload that needs a connection: `run(work)` shows it busy, clears and then sets `error` with the reason
 * (offline: "needs a connection, the file stays chosen"; else the server's message, §8).
 */
function useUpload() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 0
          ? t`This needs a connection. The file stays chosen: try again when you are online.`
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function CsvUnits({ p }: { p: ProposalRow }) {
  const { t } = useLingui();
  const id = useId();
  const upload = useUploadProposalUnits();
  const { busy, error, run } = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ added: number; refused: ProposalCsvRefusal[] } | null>(null);
  const tooBig = !!file && file.size > MAX_CSV_BYTES;
  const send = () =>
    run(async () => {
      if (!file || tooBig) return;
      setReport(null);
      setReport(await upload(p.id, file));
      setFile(null);
    });
  return (
    <Stack gap="2" as="section" aria-labelledby={`${id}-h`}>
      <Heading as="h3" size="sm" id={`${id}-h`}>
        <Trans>Units from a CSV file</Trans>
      </Heading>
      <label htmlFor={id}>
        <Text fontSize="sm">
          <Trans>
            CSV with a sku (or unit_id) column; start_date, end_date, price, print_price and quantity optional
          </Trans>
        </Text>
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-invalid={tooBig || undefined}
        onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
      />
      {tooBig && (
        <Text fontSize="sm" color="fg.error" role="alert">
          <Trans>This file is over 5 MB. Split it into smaller files.</Trans>
        </Text>
      )}
      <Button
        size="sm"
        alignSelf="start"
        disabled={!file || tooBig}
        loading={busy}
        loadingText={t`Uploading…`}
        onClick={() => void send()}
      >
        <Trans>Add the units of the file</Trans>
      </Button>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {report && (
        <Stack gap="2" role="status">
          <Text>
            <Plural value={report.added} one="# unit added." other="# units added." />{' '}
            <Plural value={report.refused.length} _0="" one="# row refused:" other="# rows refused:" />
          </Text>
          <RefusedRows
            maxH="18rem"
            columns={['SKU', <Trans key="reason">Reason</Trans>]}
            rows={report.refused.map((r) => ({
              row: r.row,
              cells: [
                <span key="sku" translate="no">
                  {r.sku}
                </span>,
                r.reason,
              ],
            }))}
          />
        </Stack>
      )}
    </Stack>
  );
}

function Files({ p }: { p: ProposalRow }) {
  const { t } = useLingui();
  const id = useId();
  const attach = useAddProposalFiles();
  const { busy, error, run } = useUpload();
  const [files, setFiles] = useState<File[]>([]);
  const big = files.filter((f) => f.size > MAX_FILE_BYTES);
  const send = () =>
    run(async () => {
      await attach(p.id, files);
      setFiles([]);
    });
  return (
    <Stack gap="2" as="section" aria-labelledby={`${id}-h`}>
      <Heading as="h3" size="sm" id={`${id}-h`}>
        <Trans>Files</Trans>
      </Heading>
      {p.files.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none">
          {p.files.map((f) => (
            <li key={f.id}>
              <a href={f.url} target="_blank" rel="noopener">
                {f.name}
              </a>
            </li>
          ))}
        </Stack>
      )}
      <label htmlFor={id}>
        <Text fontSize="sm">
          <Trans>Images, PDF or office documents, up to 10 at a time</Trans>
        </Text>
      </label>
      <input
        id={id}
        type="file"
        multiple
        aria-invalid={big.length > 0 || undefined}
        onChange={(e) => setFiles([...(e.currentTarget.files ?? [])].slice(0, 10))}
      />
      {big.length > 0 && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t`Over 20 MB: ${big.map((f) => f.name).join(', ')}`}
        </Text>
      )}
      <Button
        size="sm"
        alignSelf="start"
        disabled={!files.length || big.length > 0}
        loading={busy}
        loadingText={t`Uploading…`}
        onClick={() => void send()}
      >
        <Trans>Attach the files</Trans>
      </Button>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Both uploads of proposal `p` (shown while it can be edited). */
export function ProposalUploads({ p }: { p: ProposalRow }) {
  return (
    <Stack gap="5">
      <CsvUnits p={p} />
      <Files p={p} />
    </Stack>
  );
}
