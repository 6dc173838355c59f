/**
 * Files (api-catalogue.md "Files"): upload (multipart `file`, at most
 * MAX_UPLOAD_BYTES, larger → 413) and download. A file is readable by its
 * owner, by administrators, by anyone signed in when it is shared
 * (profile photos, unit images), and by whoever reaches the campaign of
 * artwork and colour proofs (art-view.ts `canReadArtFile`).
 */
import { eq } from 'drizzle-orm';
import { files as filesContract } from '../../src/api/contract/index.ts';
import { MAX_UPLOAD_BYTES, type StoredFile } from '../../src/api/contract/files.ts';
import { isSuperuser } from '../../src/api/contract/permissions.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileUrl } from '../auth/session.ts';
import { canReadJobPhoto, filesDir } from './field-work.ts';
import { canReadPrintFile } from './print-work-orders.ts';
import { canReadArtFile } from './art-view.ts';
import { HttpError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { formatBytes, msg } from '../i18n.ts';
import type { Locale } from '../../src/api/contract/common.ts';

/** Refuses a blob over MAX_UPLOAD_BYTES with 413. */
export function assertUploadSize(blob: Blob, locale: Locale): void {
  if (blob.size > MAX_UPLOAD_BYTES) throw new HttpError(413, 'too_large', msg(locale, 'files.too_large', { max: formatBytes(MAX_UPLOAD_BYTES) }));
}

/** Stores a blob; pass a transaction to make it part of a larger write. */
export async function storeFile(db: Db, input: { blob: Blob; ownerId: number; shared: boolean; now: Date }): Promise<StoredFile> {
  const name = input.blob instanceof File && input.blob.name ? input.blob.name : 'file';
  const mime = input.blob.type || 'application/octet-stream';
  const data = new Uint8Array(await input.blob.arrayBuffer());
  const [row] = await db.insert(files).values({ ownerId: input.ownerId, name, mime, size: data.byteLength, shared: input.shared, data, createdAt: input.now })
    .returning({ id: files.id });
  return { id: row!.id, name, mime, size: data.byteLength, url: fileUrl(row!.id) };
}

export const fileHandlers = [
  implement(filesContract.uploadFile, async ({ db, body, user, locale, now }) => {
    assertUploadSize(body.file, locale);
    return { data: await storeFile(db, { blob: body.file, ownerId: user.id, shared: false, now }), message: msg(locale, 'files.uploaded') };
  }),

  implement(filesContract.getFile, async ({ db, config, params, user, locale }) => {
    const [file] = await db.select().from(files).where(eq(files.id, params.id));
    const allowed = file && (file.shared || file.ownerId === user.id || isSuperuser(user.permissions) || await canReadJobPhoto(db, user, file.id) || await canReadPrintFile(db, user, file.id)
      || await canReadArtFile(db, user, file.id));
    if (!file || !allowed) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
    // proof-of-posting photos live on disk (field-work.ts), other files in the database
    const bytes = file.path ? await fs.readFile(path.join(filesDir(config), file.path)).catch(() => null) : file.data;
    if (!bytes) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(file.size),
        'Content-Disposition': `inline; filename="${encodeURIComponent(file.name)}"`,
        'Cache-Control': 'private, max-age=86400',
      },
    });
  }),
];
