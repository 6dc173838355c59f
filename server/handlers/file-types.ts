/**
 * File types and file answers (SECURITY.md "Files"; the rules are described in
 * files.ts's module doc): which types each kind of upload accepts, the type
 * of bytes as `file-type` decides it from their magic numbers, and the one
 * Response every handler answering file bytes sends (type re-detected from
 * the bytes, inline only for JPEG/PNG/WebP, nosniff, a sandboxing CSP), and the streamed answer of the spreadsheets
 * the server writes itself (`streamedXlsxResponse`).
 * No database access here, so any handler may import it without a cycle.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** A kind of upload, deciding which detected types are accepted (module doc). */
export type UploadKind = 'photo' | 'proof' | 'artwork';

/** Raster images served inline (the product shows them in <img>); every other type is an attachment. */
export const INLINE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

const PHOTO = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const PROOF = [...PHOTO, 'image/tiff', 'image/heic', 'image/heif', 'image/avif', 'application/pdf'];
const ARTWORK = [
  ...PROOF,
  'application/postscript',
  'application/eps',
  'image/vnd.adobe.photoshop',
  'application/x-indesign',
  'application/zip',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.oasis.opendocument.graphics',
  'application/x-cfb',
  'video/mp4',
  'video/webm',
  'video/quicktime',
];

/** MIME types accepted per kind of upload, as `file-type` names them (module doc). */
export const ACCEPTED_TYPES: Readonly<Record<UploadKind, ReadonlySet<string>>> = {
  photo: new Set(PHOTO),
  proof: new Set(PROOF),
  artwork: new Set(ARTWORK),
};

/** Names of the accepted formats per kind, for the 422 message. */
export const KIND_FORMATS: Record<UploadKind, string> = {
  photo: 'JPEG, PNG, WebP, GIF',
  proof: 'JPEG, PNG, WebP, GIF, TIFF, HEIC, AVIF, PDF',
  artwork:
    'JPEG, PNG, WebP, GIF, TIFF, HEIC, AVIF, PDF, AI/EPS, PSD, InDesign, ZIP, 7z, RAR, Office, OpenDocument, MP4, WebM, MOV',
};

/** A type decided from bytes. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * Decides a file's type from its first bytes (`file-type` magic numbers).
 * @param bytes the whole file, or at least its first 4,100 bytes
 * @returns the type, or undefined when no known magic number matches (text, SVG, HTML, CSV…)
 */
export async function detectType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found ? { ext: found.ext, mime: found.mime } : undefined;
}

/** RFC 8187 `value-chars` (encodeURIComponent leaves `'()*` and `!` bare). */
const rfc8187 = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Extensions `file-type` might name differently from a user's file name. */
const SAME_EXT: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe'],
  tif: ['tif', 'tiff'],
  heic: ['heic', 'heif'],
  ps: ['ps', 'ai'],
  pdf: ['pdf', 'ai'],
  cfb: ['doc', 'xls', 'ppt', 'msg'],
};

/** The download name: the stored name with the detected extension appended when it lacks it (`.bin` for unknown bytes). */
export function downloadName(name: string, ext: string | undefined): string {
  const own = path.extname(name).slice(1).toLowerCase();
  const want = ext ?? 'bin';
  const fits = own === want || (SAME_EXT[want] ?? []).includes(own);
  return fits ? name : `${name || 'file'}.${want}`;
}

/**
 * A file answer (module doc "How it is served"): type detected from the
 * bytes, inline only for JPEG/PNG/WebP, nosniff, a sandboxing CSP.
 * @param bytes the file's bytes
 * @param name the name offered for saving
 * @param cache Cache-Control (default `private, max-age=86400`)
 */
export async function fileResponse(
  bytes: Uint8Array,
  name: string,
  cache = 'private, max-age=86400',
): Promise<Response> {
  const detected = await detectType(bytes);
  const known = detected && ACCEPTED_TYPES.artwork.has(detected.mime) ? detected : undefined;
  const mime = known?.mime ?? 'application/octet-stream';
  const filename = downloadName(name, known?.ext);
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': mime,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${INLINE_TYPES.has(mime) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${rfc8187(filename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': cache,
    },
  });
}

/** The type of the spreadsheets the server writes itself. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An .xlsx the server is writing, answered as it is written (a streamed attachment): the type is the server's own
 * (it writes the bytes), nosniff, a sandboxing CSP, `Cache-Control: private, no-store`. The reports' exports and the
 * units report (issue 18 "Large exports stream (constant memory)").
 * @param out the stream the workbook writer writes into (destroyed with an error when writing fails)
 * @param name the name offered for saving (ASCII; anything else is replaced)
 */
export function streamedXlsxResponse(out: Readable, name: string): Response {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': XLSX_MIME,
      'Content-Disposition': `attachment; filename="${ascii}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
