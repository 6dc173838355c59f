/**
 * Proof-of-posting photos on the device (product.md §2, §4 field operations): a picked or captured file
 * becomes a compressed, upright JPEG ready for the outbox.
 *
 * - Refuses what is not an image before any work: the first bytes must be a
 *   JPEG, PNG, WebP or HEIC signature (`NotAnImageError`); a file that has the
 *   signature but cannot be decoded (corrupt) is refused the same way.
 * - Capture time: the original's EXIF DateTimeOriginal (or CreateDate), read
 *   with exifr, else the file's last-modified time; position: the device's
 *   (when the technician allowed it), else the photo's EXIF GPS.
 * - Compression with browser-image-compression in a web worker of our own
 *   (photo-compress-worker.ts, bundled, same origin: the app's CSP allows no
 *   `blob:` workers, which the library's own worker mode needs; no CDN), on the
 *   main thread where there is no Worker or it cannot start (the library is
 *   then loaded, with `import()`, so a screen of field work does not carry it): longest side
 *   ≤ 2048 px, ≤ 0.8 MB, JPEG; the
 *   pixels are turned upright and the EXIF is kept without its orientation
 *   tag (so nothing is rotated twice), time and GPS included.
 * Sizes in bytes.
 */
import type { Options } from 'browser-image-compression';
import type { CompressMessage, CompressRequest } from './photo-compress-worker.ts';

/** Longest side of a stored photo, px. */
export const MAX_PHOTO_SIDE = 2048;
/** Target size of a stored photo, MB. */
export const MAX_PHOTO_MB = 0.8;

export class NotAnImageError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} is not an image this app can read`);
    this.name = 'NotAnImageError';
  }
}

export interface DevicePosition {
  lat: number;
  lng: number;
  accuracy: number;
}

export interface PreparedPhoto {
  /** The compressed JPEG to store and send. */
  file: File;
  /** Capture time, ISO. */
  takenAt: string;
  position: DevicePosition | null;
  originalBytes: number;
  storedBytes: number;
}

/** True when the first bytes are those of a JPEG, PNG, WebP or HEIC/HEIF file. */
export function hasImageSignature(head: Uint8Array): boolean {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  const ascii = (i: number, text: string) => at(i, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return true; // JPEG
  if (at(0, 0x89, 0x50, 0x4e, 0x47)) return true; // PNG
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return true;
  if (ascii(4, 'ftyp') && ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].some((brand) => ascii(8, brand)))
    return true;
  return false;
}

async function exifOf(file: File): Promise<{ takenAt: Date | null; position: DevicePosition | null }> {
  try {
    const exifr = await import('exifr');
    const parse = exifr.parse ?? exifr.default.parse;
    const tags = (await parse(file, {
      pick: ['DateTimeOriginal', 'CreateDate', 'GPSLatitude', 'GPSLongitude', 'GPSLatitudeRef', 'GPSLongitudeRef'],
    })) as { DateTimeOriginal?: Date; CreateDate?: Date; latitude?: number; longitude?: number } | undefined;
    const time = tags?.DateTimeOriginal ?? tags?.CreateDate;
    const takenAt = time instanceof Date && !Number.isNaN(time.getTime()) ? time : null;
    const position =
      typeof tags?.latitude === 'number' && typeof tags.longitude === 'number'
        ? { lat: tags.latitude, lng: tags.longitude, accuracy: 0 }
        : null;
    return { takenAt, position };
  } catch {
    return { takenAt: null, position: null };
  }
}

/** Compression settings of a stored photo (see the module comment). */
const COMPRESSION: CompressRequest['options'] = {
  maxWidthOrHeight: MAX_PHOTO_SIDE,
  maxSizeMB: MAX_PHOTO_MB,
  initialQuality: 0.82,
  fileType: 'image/jpeg',
  preserveExif: true,
};

/** Compresses in photo-compress-worker.ts; rejects when the worker cannot start or the library fails. */
function compressInWorker(file: File, onProgress: ((percent: number) => void) | undefined): Promise<File> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./photo-compress-worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.addEventListener('message', (event: MessageEvent<CompressMessage>) => {
      const data = event.data;
      if ('progress' in data) {
        onProgress?.(data.progress);
        return;
      }
      done();
      if ('file' in data) resolve(data.file);
      else reject(new Error(data.error));
    });
    worker.addEventListener('error', (event) => {
      done();
      reject(new Error(event.message || 'photo worker failed'));
    });
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker, not a window: no origin
    worker.postMessage({ file, options: COMPRESSION } satisfies CompressRequest);
  });
}

/** Compresses in the worker, else (no Worker, or it failed to start or run) on the main thread. */
async function compress(file: File, onProgress: ((percent: number) => void) | undefined): Promise<File> {
  const mainThread = async () => {
    const { default: imageCompression } = await import('browser-image-compression');
    return imageCompression(file, {
      ...COMPRESSION,
      useWebWorker: false,
      ...(onProgress ? { onProgress } : {}),
    } satisfies Options);
  };
  if (typeof Worker !== 'function') return mainThread();
  try {
    return await compressInWorker(file, onProgress);
  } catch {
    return mainThread();
  }
}

/**
 * Prepares a photo for the outbox.
 * @param options.position the device's position at capture (null: not allowed or unknown)
 * @param options.onProgress compression progress, 0–100
 * @throws NotAnImageError for a file that is not a readable image
 */
export async function preparePhoto(
  file: File,
  options: { position?: DevicePosition | null; onProgress?: (percent: number) => void } = {},
): Promise<PreparedPhoto> {
  if (!hasImageSignature(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) throw new NotAnImageError(file.name);
  const exif = await exifOf(file);
  let compressed: File;
  try {
    compressed = await compress(file, options.onProgress);
  } catch {
    throw new NotAnImageError(file.name);
  }
  const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;
  const stored = new File([compressed], name, { type: 'image/jpeg', lastModified: file.lastModified });
  return {
    file: stored,
    takenAt: (exif.takenAt ?? new Date(file.lastModified || Date.now())).toISOString(),
    position: options.position ?? exif.position,
    originalBytes: file.size,
    storedBytes: stored.size,
  };
}

/**
 * The device's position, if the person allows it and it comes within
 * `timeoutMs` (default 8 s); null otherwise (never asks twice per call).
 */
export function currentPosition(timeoutMs = 8000): Promise<DevicePosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
