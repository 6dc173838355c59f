/**
 * The units report button (product.md §2 availability list; GET /availability/export-units-report, an .xlsx the
 * server makes in the interface language; src/features/availability/api/export.ts):
 * - offline (or the server unreachable) it is disabled, and a sentence beside it says the report needs a
 *   connection;
 * - while downloading it shows a progress bar (the share when the size is known, else moving) with the size
 *   received, and a Cancel button;
 * - a failure is never silent: the server's message, or that there was no connection, or that the download broke
 *   off and nothing was saved; a finished download says the file's name. Announced politely (role="status"), a
 *   failure assertively (role="alert").
 */
import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnitsReport } from '../api/export.ts';
import { useOnline } from '#src/resource/online-action.tsx';
import type { ViewQuery } from '../model/filters.ts';

/** "1,2 MB" / "350 KB" (decimal comma, spec §9 style). */
function size(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** The export button and what it says (see module doc). `query` null: the filters are not valid yet. */
export function ExportButton({ query }: { query: ViewQuery | null }) {
  const { t, i18n } = useLingui();
  const connected = useOnline();
  const { state, start, cancel } = useUnitsReport();
  const running = state.status === 'running';
  const received = running ? size(state.received) : '';
  const whole = running && state.total ? size(state.total) : '';
  const message = state.status === 'failed' ? state.message : '';
  const fileName = state.status === 'done' ? state.fileName : '';
  return (
    <Stack gap="1.5" align="start" maxW="full">
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={!connected || query === null || running}
          loading={running}
          loadingText={t`Downloading…`}
          aria-describedby={connected ? undefined : 'availability-export-offline'}
          onClick={() => query && void start(query, i18n.locale === 'en' ? 'en' : 'es')}
        >
          <Trans>Export units (Excel)</Trans>
        </Button>
        {running && (
          <Button size="sm" variant="ghost" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </HStack>
      {!connected && (
        <Text id="availability-export-offline" fontSize="sm" color="fg.muted" data-testid="export-offline">
          <Trans>The units report is made by the server: exporting needs a connection.</Trans>
        </Text>
      )}
      {running && (
        <Box w="240px" maxW="full" role="status" data-testid="export-progress">
          <Progress.Root
            size="sm"
            colorPalette="brand"
            value={state.total ? Math.round((state.received / state.total) * 100) : null}
            aria-label={t`Downloading the units report`}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {state.total ? (
              <Trans>
                {received} of {whole}
              </Trans>
            ) : state.received > 0 ? (
              <Trans>{received} received</Trans>
            ) : (
              <Trans>The server is preparing the report…</Trans>
            )}
          </Text>
        </Box>
      )}
      {state.status === 'failed' && (
        <Text role="alert" fontSize="sm" color="fg.error" data-testid="export-error">
          {state.offline ? (
            <Trans>The report could not be downloaded: there is no connection. Try again when online.</Trans>
          ) : state.interrupted ? (
            <Trans>The download broke off and nothing was saved: {message}. Try again.</Trans>
          ) : (
            <Trans>The report could not be exported: {message}</Trans>
          )}
        </Text>
      )}
      {state.status === 'done' && (
        <Text role="status" fontSize="sm" color="fg.muted">
          <Trans>Saved {fileName}.</Trans>
        </Text>
      )}
    </Stack>
  );
}
