/**
 * A campaign's report files (api-catalogue.md "Campaigns": `GET {id}/download-report` (file) and
 * `GET {id}/pois_report?number=n` (file); docs/dashboards-availability.md "Spreadsheets and files"; issue 18):
 * the campaign report as a PDF and the POI report as an .xlsx, made by the server in the interface language and
 * saved to the device (src/lib/save-blob.ts).
 *
 * They need a connection: `online` says whether the device has one (the screen disables the buttons offline and
 * says why); a download tried anyway, or whose answer is lost, rejects with an ApiError whose `isNetwork` is true;
 * a refusal or a failure of the server rejects with the server's status and message. Nothing is queued or kept.
 */
import * as r from '#src/api/contract/campaign-reports.ts';
import { fileNameOf, saveBlob } from '#src/lib/save-blob.ts';
import { useSyncEngine } from '#src/sync/index.ts';
import { useOnline } from '#src/resource/online-action.tsx';

/** Which file: the campaign report (PDF) or the POI report (.xlsx). */
export type ReportFile = 'campaign-report' | 'pois-report';

/** Nearest POIs per unit in the POI report: the server's default and bounds (contract `poisReport`). */
export const POIS_PER_UNIT = { default: 5, min: 1, max: 20 } as const;

/** What a report page needs to download. */
export interface ReportDownloads {
  /** Whether the device says it is online. */
  online: boolean;
  /**
   * Downloads `file` of `campaign` in `locale` and saves it as `<file>-<id>-<name>.<pdf|xlsx>`.
   * @param pois for the POI report: nearest POIs per unit (1..20, default 5)
   * @throws ApiError (no answer: `isNetwork`; a refusal or failure: the server's status and message)
   */
  download(campaign: { id: number; name: string }, file: ReportFile, locale: 'es' | 'en', pois?: number): Promise<void>;
}

/** The downloads of a campaign's reports (module doc). */
export function useReportDownloads(): ReportDownloads {
  const { transport } = useSyncEngine();
  const online = useOnline();
  return {
    online,
    async download(campaign, file, locale, pois = POIS_PER_UNIT.default) {
      const params = { id: campaign.id };
      const blob =
        file === 'campaign-report'
          ? await transport.call(r.downloadReport, { params, query: { locale } })
          : await transport.call(r.poisReport, { params, query: { locale, number: pois } });
      const ext = file === 'campaign-report' ? 'pdf' : 'xlsx';
      saveBlob(blob as Blob, `${file}-${campaign.id}-${fileNameOf(campaign.name, 'campana')}.${ext}`);
    },
  };
}
