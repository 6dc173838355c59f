/**
 * What the client-facing presentations read (product.md §2 "/proposals/{id}/photografic", "/proposals/{id}/pois"):
 * the proposal and its POI report, kept on the device (`useRead` with `keep`), so a presentation opened once opens
 * at the client's office with no signal; and the PDF export, made on the device from the photos it holds
 * (model/photographic-pdf.ts, loaded only when asked for).
 */
import * as sales from '#src/api/contract/sales.ts';
import { useRead, type Read } from '#src/sync/index.ts';
import type { PdfTexts } from '../model/photographic-pdf.ts';
import { useProposal } from './proposals.ts';

/**
 * The proposal to present: the device's own row when the proposal is mirrored (so what the seller changed offline
 * is what the client sees and what the PDF holds), else the server's answer, kept on the device.
 */
export function usePresentedProposal(id: number): Read<sales.Proposal> {
  const local = useProposal(id);
  const read = useRead(
    sales.showProposal,
    { params: { id } },
    { keep: true, enabled: local === null, select: (a) => a.data },
  );
  if (!local) return read;
  return {
    state: 'ready',
    value: local,
    kept: false,
    at: undefined,
    refreshing: false,
    message: undefined,
    status: undefined,
    notFound: false,
    retry: read.retry,
  };
}

/** Points of interest within `radius` metres of each unit of the proposal. */
export function useProposalPois(id: number, radius: number) {
  return useRead(
    sales.proposalPoisReport,
    { params: { id }, query: { radius } },
    { keep: true, select: (a) => a.data },
  );
}

/**
 * Builds the photographic PDF on the device and returns it as a Blob (module doc).
 * @param onProgress pages done and pages in all
 */
export async function exportPhotographicPdf(
  proposal: sales.Proposal,
  texts: PdfTexts,
  money: (value: number) => string,
  date: (iso: string) => string,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const [{ buildPhotographicPdf }, { devicePhoto }] = await Promise.all([
    import('../model/photographic-pdf.ts'),
    import('../model/pdf-photos.ts'),
  ]);
  return buildPhotographicPdf({
    proposal,
    photoOf: (line) => devicePhoto(line.unit.photo_url),
    texts,
    money,
    date,
    onProgress,
  });
}
