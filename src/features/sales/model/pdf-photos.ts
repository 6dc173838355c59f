/**
 * Photos for the on-device PDF (src/features/sales/model/photographic-pdf.ts): a unit's photo is read from the
 * device — the service worker's runtime cache answers `/api/files/get/{id}` offline (sw/runtime-caches.ts) — and
 * resampled to at most `MAX_PHOTO_WIDTH_PX` wide, then encoded as JPEG at spec §9's 0.98. A photo the device does
 * not hold (never seen online), or that cannot be decoded, is null: its page says so and the PDF is still made.
 */
import { MAX_PHOTO_WIDTH_PX, PDF_DEFAULTS, type PdfPhoto } from './photographic-pdf.ts';

/** Resamples and re-encodes an image Blob as JPEG (browser: createImageBitmap + canvas); null when undecodable. */
export async function photoForPdf(blob: Blob): Promise<PdfPhoto | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_PHOTO_WIDTH_PX / bitmap.width);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: PDF_DEFAULTS.jpegQuality });
  return { bytes: new Uint8Array(await jpeg.arrayBuffer()), format: 'JPEG', width, height };
}

/** The photo at `url` from the device (the cache answers offline), prepared for the PDF; null when absent. */
export async function devicePhoto(url: string | null): Promise<PdfPhoto | null> {
  if (!url) return null;
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) return null;
    return await photoForPdf(await res.blob());
  } catch {
    return null;
  }
}
