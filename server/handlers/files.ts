/**
 * Files (api-catalogue.md "Files"; SECURITY.md "Files"): upload (multipart
 * `file`, at most MAX_UPLOAD_BYTES, larger → 413), download, and the rules
 * every other handler that stores, accepts or answers a file goes through.
 *
 * Who reads a file (`canReadFile`, one rule for every caller): its owner,
 * administrators, anyone signed in when it is shared (profile photos, unit
 * images), the technician or staff of the job a proof-of-posting photo
 * belongs to (field-work.ts `canReadJobPhoto`), whoever may work on a print
 * order the file is attached to (print-work-orders.ts `canReadPrintFile`),
 * and whoever reaches the campaign of artwork and colour proofs (art-view.ts
 * `canReadArtFile`). A handler that takes a file *id* in a body checks it
 * with `readableFileId` (or a stricter rule of its own, e.g. art.ts: only
 * your own uploads), so an id cannot be used to make someone else's file
 * readable through a new link; a missing file and an unreadable one get the
 * same answer, so ids cannot be probed.
 *
 * Types and answers live in file-types.ts (no database access, so any
 * handler imports them without a cycle); the decisions, for reference:
 *
 * What is stored (`storeFile`, and field-work.ts for photos, which sharp
 * decodes): the type is decided from the bytes with `file-type` (magic
 * numbers), never from the client's claim; bytes that match no type
 * accepted for that kind of upload → 422 under the field, nothing stored;
 * the detected MIME type is what the `mime` column keeps. Accepted per kind
 * (file-types.ts `ACCEPTED_TYPES`):
 * - `photo` (profile photo): JPEG, PNG, WebP, GIF — what the profile page
 *   offers and every browser shows in an <img>;
 * - `proof` (colour proofs, which the client must be able to look at to
 *   approve): the `photo` set, TIFF, HEIC/HEIF, AVIF and PDF;
 * - `artwork` (POST /files/upload, the art manager's uploads, art requests
 *   and adaptations, print-order files): the `proof` set plus the design,
 *   document and archive formats print shops and digital screens exchange —
 *   PostScript/EPS (Illustrator files are PDF and detected as such), PSD,
 *   InDesign, ZIP, 7z, RAR, Office Open XML and OpenDocument text,
 *   spreadsheet, presentation and drawing, legacy Office (CFB), and MP4,
 *   WebM and QuickTime video for digital screens.
 * Formats with no magic number are refused: SVG (it can carry script; an
 * SVG with an XML prolog is detected as application/xml, which no kind
 * accepts), HTML, plain text, CSV — the CSV unit import reads its own upload
 * through its parser and never stores it as a file. Macro-enabled Office
 * files, executables and everything else file-type knows are refused too.
 *
 * How it is served (file-types.ts `fileResponse`, used by every handler answering stored
 * or generated file bytes): `Content-Type` re-detected from the bytes (rows
 * stored before this rule keep the client's claim in `mime`, so the column
 * is never trusted), `application/octet-stream` when nothing accepted
 * matches; `inline` only for JPEG, PNG and WebP, every other type
 * `attachment` (SVG never reaches a browser as image/svg+xml); the file name
 * in `filename*=UTF-8''…` with the detected extension appended when the name
 * lacks it; `X-Content-Type-Options: nosniff`; and
 * `Content-Security-Policy: default-src 'none'; sandbox`, so even a file
 * opened on its own runs nothing on the app's origin (the global headers
 * middleware in app.ts keeps a CSP a handler set).
 */
import { eq } from 'drizzle-orm';
import { files as filesContract } from '#src/api/contract/index.ts';
import type { StoredFile } from '#src/api/contract/files.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileUrl, type AuthUser } from '../auth/session.ts';
import { canReadJobPhoto } from './field-work/shared.ts';
import { assertUploadSize, filesDir } from './file-store.ts';
import { canReadPrintFile } from './print-work-orders.ts';
import { canReadArtFile } from './art-view.ts';
import { canReadContractFile } from './contracts/contract-view.ts';
import { canReadCustomerFile } from './customer-files.ts';
import { canReadDocumentFile } from './document-files.ts';
import { canReadProviderFile } from './provider-file-reads.ts';
import { canReadCameraFrame } from './live-feed.ts';
import { ACCEPTED_TYPES, KIND_FORMATS, detectType, fileResponse, type UploadKind } from './file-types.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import type { Locale } from '#src/api/contract/common.ts';

/**
 * Stores an uploaded blob as a `files` row (bytes in the database) after
 * deciding its type from the bytes; pass a transaction to make it part of a
 * larger write.
 * @param input.kind which types are accepted (module doc)
 * @param input.field the body field named in a 422 (default `file`)
 * @returns the stored file as answered (`mime` is the detected type)
 * @throws HttpError 413 over MAX_UPLOAD_BYTES; 422 `{ [field]: [...] }` when the bytes match no accepted type (nothing stored)
 */
export async function storeFile(
  db: Db,
  input: { blob: Blob; ownerId: number; shared: boolean; now: Date; kind: UploadKind; locale: Locale; field?: string },
): Promise<StoredFile> {
  assertUploadSize(input.blob, input.locale);
  const name = input.blob instanceof File && input.blob.name ? input.blob.name : 'file';
  const data = new Uint8Array(await input.blob.arrayBuffer());
  const type = await detectType(data);
  if (!type || !ACCEPTED_TYPES[input.kind].has(type.mime)) {
    const text = msg(input.locale, input.kind === 'photo' ? 'files.not_image' : 'files.type_not_accepted', {
      formats: KIND_FORMATS[input.kind],
    });
    throw validationError(msg(input.locale, 'validation.failed'), { [input.field ?? 'file']: [text] });
  }
  const [row] = await db
    .insert(files)
    .values({
      ownerId: input.ownerId,
      name,
      mime: type.mime,
      size: data.byteLength,
      shared: input.shared,
      data,
      createdAt: input.now,
    })
    .returning({ id: files.id });
  return { id: row!.id, name, mime: type.mime, size: data.byteLength, url: fileUrl(row!.id) };
}

/**
 * True when `user` may read file `fileId` (module doc: owner, administrator,
 * shared, job photo, print-order file, campaign artwork or proof, a document of a
 * contract the caller reaches, a document of a customer the caller reaches, a document of the documents screen for
 * whoever may list them: document-files.ts, a provider's own file for its users: provider-files.ts, a camera still for whoever reaches its campaign:
 * live-feed.ts); false for
 * a file that does not exist.
 */
export async function canReadFile(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const [file] = await db
    .select({ ownerId: files.ownerId, shared: files.shared })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file) return false;
  return (
    file.shared ||
    file.ownerId === user.id ||
    isSuperuser(user.permissions) ||
    (await canReadJobPhoto(db, user, fileId)) ||
    (await canReadPrintFile(db, user, fileId)) ||
    (await canReadArtFile(db, user, fileId)) ||
    (await canReadContractFile(db, user, fileId)) ||
    (await canReadCustomerFile(db, user, fileId)) ||
    (await canReadDocumentFile(db, user, fileId)) ||
    (await canReadProviderFile(db, user, fileId)) ||
    (await canReadCameraFrame(db, user, fileId))
  );
}

/**
 * A file id from a request body that the caller may read (`canReadFile`).
 * @param field the body field named in the 422
 * @throws HttpError 422 `{ [field]: [...] }` when the file does not exist or the caller may not read it (one answer for both)
 */
export async function readableFileId(
  db: Db,
  user: AuthUser,
  fileId: number,
  field: string,
  locale: Locale,
): Promise<number> {
  if (!(await canReadFile(db, user, fileId))) {
    const text = msg(locale, 'files.not_readable');
    throw validationError(text, { [field]: [text] });
  }
  return fileId;
}

export const fileHandlers = [
  implement(filesContract.uploadFile, async ({ db, body, user, locale, now }) => ({
    data: await storeFile(db, { blob: body.file, ownerId: user.id, shared: false, now, kind: 'artwork', locale }),
    message: msg(locale, 'files.uploaded'),
  })),

  // who may read it is the endpoint's ownership rule `file` (canReadFile, checked before this runs: auth/ownership.ts)
  implement(filesContract.getFile, async ({ db, config, params, locale }) => {
    const [file] = await db.select().from(files).where(eq(files.id, params.id));
    if (!file) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
    // proof-of-posting photos live on disk (field-work.ts), other files in the database
    const bytes = file.path ? await fs.readFile(path.join(filesDir(config), file.path)).catch(() => null) : file.data;
    if (!bytes) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
    return fileResponse(new Uint8Array(bytes), file.name);
  }),
];
