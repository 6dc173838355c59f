/**
 * The photo report of an order job (GET /order-jobs/{id}/photo-report, a PDF
 * the server makes): downloaded when online and kept on the device in the
 * account's file cache (`pauta-files-account-<id>`, deleted on sign-out and by
 * "remove this device's data"), so the last one opens offline.
 */
import { api, ApiError } from '#src/api/index.ts';
import * as fieldWork from '#src/api/contract/field-work.ts';
import { useSyncEngine } from '#src/sync/index.ts';

export interface PhotoReport {
  pdf: Blob;
  /** When this copy was downloaded (epoch ms). */
  savedAt: number;
  /** True when the server could not be reached and this is the copy kept on the device. */
  fromDevice: boolean;
}

export class ReportNotOnDeviceError extends Error {
  constructor() {
    super('The photo report needs a connection the first time');
    this.name = 'ReportNotOnDeviceError';
  }
}

const cacheName = (accountId: string | number) => `pauta-files-account-${accountId}`;
const keyOf = (jobId: number, locale: string) => `/__pauta/photo-report/${jobId}?locale=${locale}`;

/**
 * The report: fresh from the server, else the copy kept on this device.
 * @throws ReportNotOnDeviceError offline with no copy kept; ApiError when the server refuses (e.g. 403)
 */
export async function loadPhotoReport(
  accountId: string | number,
  jobId: number,
  locale: 'es' | 'en',
): Promise<PhotoReport> {
  const store = typeof caches === 'undefined' ? null : await caches.open(cacheName(accountId));
  try {
    const pdf = await api.call(fieldWork.photoReport, { params: { id: jobId }, query: { locale } });
    const savedAt = Date.now();
    await store
      ?.put(
        keyOf(jobId, locale),
        new Response(pdf, { headers: { 'Content-Type': 'application/pdf', 'X-Saved-At': String(savedAt) } }),
      )
      .catch(() => undefined);
    return { pdf, savedAt, fromDevice: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetwork)) throw error;
    const kept = await store?.match(keyOf(jobId, locale));
    if (!kept) throw new ReportNotOnDeviceError();
    return { pdf: await kept.blob(), savedAt: Number(kept.headers.get('X-Saved-At') ?? 0), fromDevice: true };
  }
}

/** `loadPhotoReport` for the signed-in account: (jobId, locale) → the report (see there for errors). */
export function usePhotoReportLoader(): (jobId: number, locale: 'es' | 'en') => Promise<PhotoReport> {
  const { accountId } = useSyncEngine();
  return (jobId, locale) => loadPhotoReport(accountId, jobId, locale);
}
