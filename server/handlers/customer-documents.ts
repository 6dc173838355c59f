/**
 * A customer's documents (issue 19; src/api/contract/customers.ts `documents`, `storeDocument`, `updateDocument`;
 * product.md §3 "customer or client with documents, document types"): the same three calls under `/customers` and
 * `/client/clients`.
 *
 * - Reading needs the customer in reach (else 404); adding and changing need `canEditCustomer` (else 403).
 * - `document_type_id` must name a `provider_document_types` row (else 422 under it).
 * - The file is typed by its bytes (file-types.ts `detectType`): PDF, PNG, JPEG and WebP only; anything else (SVG,
 *   HTML, Office…) → 415 `unsupported_media_type`, nothing stored. Stored as every upload (files.ts `storeFile`),
 *   never shared: the download route lets its uploader, administrators and whoever reaches the customer read it
 *   (customer-files.ts `canReadCustomerFile`, one of files.ts `canReadFile`'s rules). A replaced file is deleted.
 * - Adding or changing a document stamps the customer's `customer_profiles.updated_at` (its `documents_count`
 *   travels in the customer's row).
 */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '#src/api/contract/common.ts';
import type * as cu from '#src/api/contract/customers.ts';
import { canEditCustomer } from '#src/domain/membership-rules.ts';
import { fileUrl } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { customerDocuments, customerProfiles, files, providerDocumentTypes, users } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Handler, type Implementation } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { findCustomer, type FoundCustomer } from './customer-rows.ts';
import { assertUploadSize } from './file-store.ts';
import { detectType } from './file-types.ts';
import { storeFile } from './files.ts';
import { iso } from './sync-page.ts';

/** The types a customer document may have, as `file-type` names them. */
export const DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
]);

const uploader = alias(users, 'uploader');

/** The documents of `customerId` (or only `docId`), newest first, as answered in `locale`. */
async function documentsIn(db: Db, locale: Locale, customerId: number, docId?: number): Promise<cu.CustomerDocument[]> {
  const rows = await db
    .select({
      doc: customerDocuments,
      typeName: providerDocumentTypes.nameEs,
      typeNameEn: providerDocumentTypes.nameEn,
      file: { id: files.id, name: files.name, mime: files.mime, size: files.size },
      uploaderName: uploader.name,
    })
    .from(customerDocuments)
    .innerJoin(providerDocumentTypes, eq(providerDocumentTypes.id, customerDocuments.documentTypeId))
    .leftJoin(files, eq(files.id, customerDocuments.fileId))
    .leftJoin(uploader, eq(uploader.id, customerDocuments.uploadedById))
    .where(and(eq(customerDocuments.customerId, customerId), docId ? eq(customerDocuments.id, docId) : undefined))
    .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id));
  return rows.map((r) => ({
    id: r.doc.id,
    customer_id: r.doc.customerId,
    document_type: { id: r.doc.documentTypeId, name: locale === 'en' ? r.typeNameEn : r.typeName },
    number: r.doc.number,
    expires_on: r.doc.expiresOn,
    file: r.file ? { ...r.file, url: fileUrl(r.file.id) } : null,
    uploaded_by:
      r.doc.uploadedById !== null && r.uploaderName !== null ? { id: r.doc.uploadedById, name: r.uploaderName } : null,
    created_at: iso(r.doc.createdAt),
    updated_at: iso(r.doc.updatedAt),
  }));
}

/** The customer, reached and editable by the caller. @throws HttpError 404 out of reach, 403 without `may.edit` */
async function editable(db: Db, user: Parameters<typeof findCustomer>[1], id: number, locale: Locale) {
  const found = await findCustomer(db, user, id, locale);
  if (!canEditCustomer(found.viewer, found.decision.facts, found.decision.permissions))
    throw new HttpError(403, 'forbidden', msg(locale, 'customers.edit_forbidden'));
  return found;
}

/** @throws HttpError 422 under `document_type_id` when it names no document type */
async function checkType(db: Db, typeId: number, locale: Locale): Promise<void> {
  const [found] = await db
    .select({ id: providerDocumentTypes.id })
    .from(providerDocumentTypes)
    .where(eq(providerDocumentTypes.id, typeId));
  if (!found)
    throw validationError(msg(locale, 'validation.failed'), {
      document_type_id: [msg(locale, 'customers.unknown_document_type')],
    });
}

/**
 * Checks an uploaded document's bytes (module doc).
 * @throws HttpError 413 over the upload limit; 415 when its bytes are no PDF, PNG, JPEG or WebP
 */
async function checkFile(blob: Blob, locale: Locale): Promise<void> {
  assertUploadSize(blob, locale);
  const type = await detectType(new Uint8Array(await blob.arrayBuffer()));
  if (!type || !DOCUMENT_TYPES.has(type.mime))
    throw new HttpError(415, 'unsupported_media_type', msg(locale, 'customers.document_type_refused'), {
      errors: { file: [msg(locale, 'customers.document_type_refused')] },
    });
}

/** Stamps the customer's profile (module doc). */
async function touch(db: Db, found: FoundCustomer, now: Date) {
  await db
    .insert(customerProfiles)
    .values({ userId: found.answer.id, kind: found.answer.kind, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: customerProfiles.userId, set: { updatedAt: now } });
}

const list: Handler<typeof cu.customerDocuments> = async ({ db, params, user, locale }) => {
  const found = await findCustomer(db, user, params.id, locale);
  return { data: await documentsIn(db, locale, found.answer.id) };
};

const store: Handler<typeof cu.storeCustomerDocument> = async ({ db, params, body, user, locale, now }) => {
  const found = await editable(db, user, params.id, locale);
  await checkType(db, body.document_type_id, locale);
  await checkFile(body.file, locale);
  const file = await storeFile(db, { blob: body.file, ownerId: user.id, shared: false, now, kind: 'proof', locale });
  const [made] = await db
    .insert(customerDocuments)
    .values({
      customerId: found.answer.id,
      documentTypeId: body.document_type_id,
      fileId: file.id,
      number: body.number ?? '',
      expiresOn: body.expires_on ?? null,
      uploadedById: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customerDocuments.id });
  await touch(db, found, now);
  const [doc] = await documentsIn(db, locale, found.answer.id, made!.id);
  return { data: doc!, message: msg(locale, 'customers.document_saved') };
};

const update: Handler<typeof cu.updateCustomerDocument> = async ({ db, params, body, user, locale, now }) => {
  const found = await editable(db, user, params.id, locale);
  const [doc] = await db
    .select()
    .from(customerDocuments)
    .where(and(eq(customerDocuments.id, params.docId), eq(customerDocuments.customerId, found.answer.id)));
  if (!doc) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  await checkType(db, body.document_type_id, locale);
  if (body.file) await checkFile(body.file, locale);
  const file = body.file
    ? await storeFile(db, { blob: body.file, ownerId: user.id, shared: false, now, kind: 'proof', locale })
    : null;
  await db
    .update(customerDocuments)
    .set({
      documentTypeId: body.document_type_id,
      ...(body.number !== undefined ? { number: body.number } : {}),
      ...(body.expires_on !== undefined ? { expiresOn: body.expires_on } : {}),
      ...(file ? { fileId: file.id, uploadedById: user.id } : {}),
      updatedAt: now,
    })
    .where(eq(customerDocuments.id, doc.id));
  if (file && doc.fileId !== null) await db.delete(files).where(eq(files.id, doc.fileId));
  await touch(db, found, now);
  const [after] = await documentsIn(db, locale, found.answer.id, doc.id);
  return { data: after!, message: msg(locale, 'customers.document_saved') };
};

type Resource = typeof cu.customersResource | typeof cu.clientsResource;

/**
 * The three document calls of one prefix (module doc).
 * @param r the prefix's endpoints (`customersResource` or `clientsResource`)
 */
export function customerDocumentHandlers(r: Resource): Implementation[] {
  return [
    implement(r.documents, list as Handler<typeof r.documents>),
    implement(r.storeDocument, store as Handler<typeof r.storeDocument>),
    implement(r.updateDocument, update as Handler<typeof r.updateDocument>),
  ];
}
