/**
 * A pipeline's panel (product.md §2 connector pipelines/{id}; src/api/contract/integrations.ts "GET
 * /connection_pipelines/{id}/sync", "POST /send-to-dots/{id}"): what it joins, **Run sync** (a dry run checks every
 * row and writes nothing; a limit stops after that many rows) or, for a `dots_units` pipeline, **Send to dots**,
 * and its last run. A start answers at once; the panel then reads the pipeline every second while the run is
 * `running` (api/connector.ts `usePipeline`, stopped when it is over or the panel goes) and shows its progress —
 * rows read, written and refused, a bar when the total is known —, the refused rows with their reasons, the log
 * (time and text, in a scrollable region that announces new lines politely) and how it ended (finished, or failed
 * with its reason). A start refused because a run is going on (409) says so and follows that run.
 *
 * Offline: the last run read stays on screen with its time; starting says it needs a connection.
 */
import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConnectionPipeline, SyncRun } from '#src/api/contract/integrations.ts';
import { ApiError } from '#src/api/errors.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { useActionError, useOnline } from '#src/resource/online-action.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { RefusedRows } from '#src/ui/refused-rows.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useConnectorActions, usePipeline, type RunStart } from '../api/connector.ts';
import {
  failureReason,
  reasonsText,
  runProgress,
  RUN_STATUS_LABELS,
  PIPELINE_TYPE_LABELS,
} from '../model/connector.ts';
import { NeedsConnection } from './connector-shell.tsx';

/** The run's log: time and text per line, scrolled to the newest, new lines read out politely. */
function RunLog({ log }: { log: SyncRun['log'] }) {
  const { t, i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const lines = log.length;
  useEffect(() => {
    const el = box.current;
    if (el && lines) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <Box
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={t`Sync log`}
      tabIndex={0}
      maxH="240px"
      overflowY="auto"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      fontSize="sm"
    >
      <Stack as="ol" gap="1" listStyleType="none">
        {log.map((line, i) => (
          <Box as="li" key={i} display="flex" gap="2" flexWrap="wrap">
            <Text as="span" color="fg.muted" flexShrink={0}>
              <time dateTime={line.at}>{i18n.date(new Date(line.at), { timeStyle: 'medium' })}</time>
            </Text>
            <Text as="span" minW="0" wordBreak="break-word">
              {line.text}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** A run: status, progress and counts, how it ended, its refused rows and log. */
export function RunReport({ run, limit }: { run: SyncRun; limit?: number | undefined }) {
  const { t, i18n } = useLingui();
  const statusLabel = useEnumLabel(RUN_STATUS_LABELS);
  const progress = runProgress(run, limit);
  const reason = failureReason(run);
  const n = (x: number) => i18n.number(x);
  return (
    <Stack as="section" gap="3" aria-label={t`Last run`}>
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          <Trans>Last run</Trans>
        </Heading>
        <Badge colorPalette={run.status === 'failed' ? 'red' : run.status === 'finished' ? 'green' : 'blue'}>
          <span data-testid="run-status">{statusLabel(run.status)}</span>
        </Badge>
        {run.dry_run && (
          <Badge variant="outline">
            <Trans>Dry run: nothing written</Trans>
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {run.finished_at ? (
          <Trans>
            Started {i18n.date(new Date(run.started_at), { dateStyle: 'short', timeStyle: 'short' })}, ended{' '}
            {i18n.date(new Date(run.finished_at), { dateStyle: 'short', timeStyle: 'short' })}.
          </Trans>
        ) : (
          <Trans>Started {i18n.date(new Date(run.started_at), { dateStyle: 'short', timeStyle: 'short' })}.</Trans>
        )}
      </Text>
      <Progress.Root value={progress.value} max={progress.max} colorPalette={run.status === 'failed' ? 'red' : 'brand'}>
        <Progress.Track aria-label={t`Sync progress`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text role="status" data-testid="run-counts">
        <Trans>
          {n(run.rows_read)} rows read, {n(run.rows_written)} written, {n(run.rows_refused)} refused.
        </Trans>
      </Text>
      {reason && (
        <Text role="alert" color="fg.error">
          <Trans>The run failed: {reason}</Trans>
        </Text>
      )}
      {run.rows_refused > 0 && (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            <Trans>Refused rows</Trans>
          </Heading>
          {run.rows_refused > run.refused.length && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Showing the first {n(run.refused.length)} of {n(run.rows_refused)} refused rows.
              </Trans>
            </Text>
          )}
          <RefusedRows
            columns={[<Trans key="reasons">Reasons</Trans>]}
            rows={run.refused.map((r) => ({ row: r.row, cells: [reasonsText(r.errors)] }))}
            maxH="320px"
          />
        </Stack>
      )}
      {run.log.length > 0 && (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            <Trans>Log</Trans>
          </Heading>
          <RunLog log={run.log} />
        </Stack>
      )}
    </Stack>
  );
}

/** Run sync (dry run, limit) or Send to dots, online only; a 409 says a run is going on (it is then followed). */
function RunControls({
  pipeline,
  onLimit,
}: {
  pipeline: ConnectionPipeline;
  onLimit: (n: number | undefined) => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const describe = useActionError();
  const actions = useConnectorActions();
  const [dryRun, setDryRun] = useState(false);
  const [limit, setLimit] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const running = pipeline.last_run?.status === 'running';
  const dots = pipeline.type === 'dots_units';
  const limitNumber = /^\d+$/.test(limit.trim()) && Number(limit) > 0 ? Number(limit) : undefined;
  const limitError = limit.trim() && !limitNumber ? t`A whole number above 0.` : undefined;
  const start = async (run: () => Promise<RunStart>) => {
    setBusy(true);
    setSaid(null);
    try {
      const answer = await run();
      setSaid({ text: answer.message, alert: false });
    } catch (e) {
      const conflict = e instanceof ApiError && e.status === 409;
      setSaid({ text: conflict ? e.message : describe(e), alert: !conflict });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2">
      {dots ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Writes your live units to the connection’s table, and deletes the rows of units no longer live.</Trans>
        </Text>
      ) : (
        <HStack gap="4" wrap="wrap" align="end">
          <CheckField label={t`Dry run (check every row, write nothing)`} checked={dryRun} onChange={setDryRun} />
          <Box maxW="200px">
            <TextInput
              label={t`Stop after (rows)`}
              name="run-limit"
              type="number"
              value={limit}
              onChange={setLimit}
              error={limitError}
              hint={t`Empty: every row.`}
            />
          </Box>
        </HStack>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          colorPalette="brand"
          loading={busy}
          disabled={!online || running || !!limitError}
          onClick={() => {
            onLimit(dots ? undefined : limitNumber);
            void start(() =>
              dots ? actions.sendToDots(pipeline.id) : actions.sync(pipeline.id, { dryRun, limit: limitNumber }),
            );
          }}
        >
          {dots ? <Trans>Send to dots</Trans> : <Trans>Run sync</Trans>}
        </Button>
        {running && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>A run is going on.</Trans>
          </Text>
        )}
        {!online && <NeedsConnection />}
      </HStack>
      {said && (
        <Text role={said.alert ? 'alert' : 'status'} color={said.alert ? 'fg.error' : undefined} fontSize="sm">
          {said.text}
        </Text>
      )}
    </Stack>
  );
}

/** The panel of pipeline `id` (module doc); `names` names its connection and specification. */
export function PipelinePanel(props: {
  id: number;
  names: { connection: (id: number) => string; specification: (id: number | null) => string };
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const read = usePipeline(props.id);
  const typeLabel = useEnumLabel(PIPELINE_TYPE_LABELS);
  const [limit, setLimit] = useState<number | undefined>();
  const p = read.value;
  return (
    <Stack as="section" gap="4" p="4" borderWidth="1px" borderRadius="lg" bg="bg" aria-label={p?.name ?? t`Pipeline`}>
      <ReadState read={read} what={t`the pipeline`} />
      {p && (
        <>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="lg">
              {p.name}
            </Heading>
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={props.onEdit}>
                <Trans>Edit</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={props.onClose}>
                <Trans>Close</Trans>
              </Button>
            </HStack>
          </HStack>
          <Text fontSize="sm">
            {typeLabel(p.type)} · {props.names.connection(p.connection_id)}
            {p.data_specification_id ? ` → ${props.names.specification(p.data_specification_id)}` : ''}
          </Text>
          <RunControls pipeline={p} onLimit={setLimit} />
          {p.last_run ? (
            <RunReport run={p.last_run} limit={limit} />
          ) : (
            <Text color="fg.muted">
              <Trans>This pipeline has not run yet.</Trans>
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
