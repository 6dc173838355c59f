/**
 * The downloads of a campaign's reports (issue 18; docs/dashboards-availability.md "Spreadsheets and files"): the
 * campaign report (PDF: figures, budget by media type, one row per cart unit with its proof-of-posting photos) and
 * the POI report (.xlsx: each cart unit's nearest points of interest, how many chosen here, 1..20, default 5), both
 * made by the server in the interface language.
 *
 * They need a connection: offline the buttons are disabled and a sentence says why; while a file is made and
 * downloaded its button shows progress and a status line says so; a failure shows the server's message (or, when
 * no answer came, that a connection is needed) — never silent.
 */
import { useState } from 'react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { SelectField } from '#src/ui/select-field.tsx';
import { POIS_PER_UNIT, useReportDownloads, type ReportFile } from '../api/downloads.ts';

const POI_CHOICES = Array.from({ length: POIS_PER_UNIT.max - POIS_PER_UNIT.min + 1 }, (_, i) =>
  String(POIS_PER_UNIT.min + i),
);

/** The download block of campaign `campaign` (module doc). */
export function ReportDownloads({ campaign }: { campaign: { id: number; name: string } }) {
  const { t, i18n } = useLingui();
  const { online, download } = useReportDownloads();
  const [busy, setBusy] = useState<ReportFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pois, setPois] = useState(String(POIS_PER_UNIT.default));
  const names: Record<ReportFile, string> = {
    'campaign-report': t`the campaign report`,
    'pois-report': t`the points of interest report`,
  };
  const run = async (file: ReportFile) => {
    setBusy(file);
    setError(null);
    try {
      await download(campaign, file, i18n.locale === 'en' ? 'en' : 'es', Number(pois));
    } catch (e) {
      setError(
        e instanceof ApiError && e.isNetwork
          ? t`Downloading needs a connection. Try again when the app is online.`
          : e instanceof Error && e.message
            ? e.message
            : t`The file could not be downloaded.`,
      );
    } finally {
      setBusy(null);
    }
  };
  const what = busy ? names[busy] : '';
  return (
    <Stack as="section" aria-labelledby="report-downloads" gap="3" p="4" borderWidth="1px" borderRadius="lg">
      <Heading as="h2" size="md" id="report-downloads">
        <Trans>Downloads</Trans>
      </Heading>
      {!online && (
        <Text role="status" color="fg.muted" data-testid="downloads-offline">
          <Trans>
            Downloading a report needs a connection: the server makes the file. Try again when the app is online.
          </Trans>
        </Text>
      )}
      <Flex gap="3" wrap="wrap" align="end">
        <Button
          variant="outline"
          loading={busy === 'campaign-report'}
          loadingText={t`Downloading…`}
          disabled={!online || busy !== null}
          onClick={() => void run('campaign-report')}
        >
          <Trans>Campaign report (PDF)</Trans>
        </Button>
        <HStack gap="2" align="end" wrap="wrap">
          <SelectField
            id="pois-per-unit"
            label={<Trans>Points of interest per unit</Trans>}
            value={pois}
            onChange={setPois}
            options={POI_CHOICES.map((n) => ({ value: n, label: n }))}
            disabled={!online || busy !== null}
            minW="120px"
          />
          <Button
            variant="outline"
            loading={busy === 'pois-report'}
            loadingText={t`Downloading…`}
            disabled={!online || busy !== null}
            onClick={() => void run('pois-report')}
          >
            <Trans>Points of interest report (Excel)</Trans>
          </Button>
        </HStack>
      </Flex>
      {busy && (
        <Text role="status" fontSize="sm" color="fg.muted" data-testid="download-progress">
          <Trans>Making and downloading {what}…</Trans>
        </Text>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" data-testid="download-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
