/**
 * Where uploaded files live and how big they may be (api-catalogue.md
 * "Files"; SECURITY.md "Uploads"): shared by the file, field-work and art
 * handlers, which otherwise would import each other.
 */
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '#src/api/contract/files.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { formatBytes, msg } from '../i18n.ts';

/** Folder of files kept on disk: `<data dir>/files`, or a temporary folder for an in-memory database. */
export function filesDir(config: ServerConfig): string {
  return config.dataDir === 'memory'
    ? path.join(os.tmpdir(), `pauta-files-${process.pid}`)
    : path.join(config.dataDir, 'files');
}

/**
 * Refuses a blob over MAX_UPLOAD_BYTES (20 MiB).
 * @throws HttpError 413 `too_large` with the limit in the caller's language
 */
export function assertUploadSize(blob: Blob, locale: Locale): void {
  if (blob.size > MAX_UPLOAD_BYTES)
    throw new HttpError(413, 'too_large', msg(locale, 'files.too_large', { max: formatBytes(MAX_UPLOAD_BYTES) }));
}
