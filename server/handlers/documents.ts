/**
 * Documents, the FAQ, offers and products-services (issue 20; src/api/contract/documents.ts, whose module doc has the
 * shapes and rules; api-catalogue.md "Files, documents, offers, payments, others"; product.md §2 documents, help, §3).
 *
 * - Documents: listed for `browse_documents` (the contract's access: others 403); stored and changed by managers and
 *   administrators only (`isStaff`, else 403 `documents.edit_forbidden`). The optional file is typed by its bytes
 *   (file-types.ts `detectType`): PDF, PNG, JPEG, WebP, XLSX, DOCX; anything else → 415 `unsupported_media_type` with
 *   `errors.file`, nothing stored. Stored as every upload (files.ts `storeFile`), never shared: the download route
 *   lets whoever may list documents read it (document-files.ts `canReadDocumentFile`). A replaced file is deleted.
 * - FAQ and offers: in the caller's language (`_es`/`_en` columns).
 * - GET /getFile/{name}: the name is looked up in `offers.file_name` only (never a path: the bytes are in `files`),
 *   so an unknown name or `../../etc/passwd` is a 404; answered by `fileResponse` (type from the bytes, attachment or
 *   inline, nosniff, sandboxing CSP).
 * - Products and services: listed for any signed-in account (`name` filters by part of the name); PUT by managers and
 *   administrators only (else 403 `products_services.edit_forbidden`), unknown id 404.
 */
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '#src/api/contract/common.ts';
import * as dc from '#src/api/contract/documents.ts';
import { fileUrl, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { documents, faqs, files, offers, productServices, users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg, type MessageKey } from '../i18n.ts';
import { isStaff } from './customer-reach.ts';
import { assertUploadSize } from './file-store.ts';
import { detectType, fileResponse, XLSX_MIME } from './file-types.ts';
import { storeFile } from './files.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';

/** The types a document's file may have, as `file-type` names them. */
export const DOCUMENT_FILE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  XLSX_MIME,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

const creator = alias(users, 'creator');
const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** @throws HttpError 403 with `key` unless the caller is a manager or an administrator */
function staffOnly(user: AuthUser, locale: Locale, key: MessageKey): void {
  if (!isStaff(user)) throw new HttpError(403, 'forbidden', msg(locale, key));
}

/**
 * Checks a document's file by its bytes (module doc).
 * @throws HttpError 413 over the upload limit; 415 when its bytes are none of DOCUMENT_FILE_TYPES
 */
async function checkFile(blob: Blob, locale: Locale): Promise<void> {
  assertUploadSize(blob, locale);
  const type = await detectType(new Uint8Array(await blob.arrayBuffer()));
  if (!type || !DOCUMENT_FILE_TYPES.has(type.mime)) {
    const text = msg(locale, 'documents.type_refused');
    throw new HttpError(415, 'unsupported_media_type', text, { errors: { file: [text] } });
  }
}

/** The documents matching `where`, newest first, as answered, with the total. */
async function documentRows(db: Db, where: SQL | undefined, page?: { size: number; offset: number }) {
  const base = db
    .select({
      doc: documents,
      file: { id: files.id, name: files.name, mime: files.mime, size: files.size },
      creatorName: creator.name,
    })
    .from(documents)
    .leftJoin(files, eq(files.id, documents.fileId))
    .leftJoin(creator, eq(creator.id, documents.createdById))
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const rows = page ? await base.limit(page.size).offset(page.offset) : await base;
  return rows.map((r): dc.Document => ({
    id: r.doc.id,
    title: r.doc.title,
    description: r.doc.description,
    category: r.doc.category,
    file: r.file ? { ...r.file, url: fileUrl(r.file.id) } : null,
    created_by:
      r.doc.createdById !== null && r.creatorName !== null ? { id: r.doc.createdById, name: r.creatorName } : null,
    created_at: iso(r.doc.createdAt),
    updated_at: iso(r.doc.updatedAt),
  }));
}

/** One document as answered. @throws HttpError 404 when it does not exist */
async function oneDocument(db: Db, id: number, locale: Locale): Promise<dc.Document> {
  const [doc] = await documentRows(db, eq(documents.id, id));
  if (!doc) throw notFound(locale);
  return doc;
}

const documentHandlersOnly = [
  implement(dc.documentList, async ({ db, query }) => {
    const where: SQL[] = [];
    if (query.search) where.push(ilike(documents.title, escapeLike(query.search)));
    if (query.category) where.push(eq(documents.category, query.category));
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(documents)
      .where(and(...where));
    const data = await documentRows(db, and(...where), { size, offset });
    return { data, meta: meta(current, size, total?.n ?? 0) };
  }),

  implement(dc.storeDocument, async ({ db, body, user, locale, now }) => {
    staffOnly(user, locale, 'documents.edit_forbidden');
    if (body.file) await checkFile(body.file, locale);
    const made = await db.transaction(async (tx) => {
      const file = body.file
        ? await storeFile(tx, { blob: body.file, ownerId: user.id, shared: false, now, kind: 'artwork', locale })
        : null;
      const [row] = await tx
        .insert(documents)
        .values({
          title: body.title,
          description: body.description ?? '',
          category: body.category ?? '',
          fileId: file?.id ?? null,
          createdById: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: documents.id });
      return row!.id;
    });
    return { data: await oneDocument(db, made, locale), message: msg(locale, 'documents.saved') };
  }),

  implement(dc.updateDocument, async ({ db, params, body, user, locale, now }) => {
    staffOnly(user, locale, 'documents.edit_forbidden');
    const [doc] = await db.select().from(documents).where(eq(documents.id, params.id));
    if (!doc) throw notFound(locale);
    if (body.file) await checkFile(body.file, locale);
    await db.transaction(async (tx) => {
      const file = body.file
        ? await storeFile(tx, { blob: body.file, ownerId: user.id, shared: false, now, kind: 'artwork', locale })
        : null;
      await tx
        .update(documents)
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.category !== undefined ? { category: body.category } : {}),
          ...(file ? { fileId: file.id } : {}),
          updatedAt: now,
        })
        .where(eq(documents.id, doc.id));
      if (file && doc.fileId !== null) await tx.delete(files).where(eq(files.id, doc.fileId));
    });
    return { data: await oneDocument(db, doc.id, locale), message: msg(locale, 'documents.saved') };
  }),
];

const faqAndOfferHandlers = [
  implement(dc.faq, async ({ db, locale }) => {
    const rows = await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
    return {
      data: rows.map((r) => ({
        id: r.id,
        question: locale === 'en' ? r.questionEn : r.questionEs,
        answer: locale === 'en' ? r.answerEn : r.answerEs,
        position: r.position,
      })),
    };
  }),

  implement(dc.offerList, async ({ db, locale }) => {
    const rows = await db.select().from(offers).orderBy(desc(offers.validUntil), asc(offers.id));
    return {
      data: rows.map((r) => ({
        id: r.id,
        title: locale === 'en' ? r.titleEn : r.titleEs,
        description: locale === 'en' ? r.descriptionEn : r.descriptionEs,
        file_name: r.fileName,
        valid_until: r.validUntil,
        created_at: iso(r.createdAt),
      })),
    };
  }),

  // names only from the offers table; the bytes are in `files`, never read from a path (module doc)
  implement(dc.offerFile, async ({ db, params, locale }) => {
    const [found] = await db
      .select({ data: files.data, name: offers.fileName })
      .from(offers)
      .innerJoin(files, eq(files.id, offers.fileId))
      .where(eq(offers.fileName, params.name));
    if (!found?.data) throw notFound(locale);
    return fileResponse(new Uint8Array(found.data), found.name);
  }),
];

const productAnswer = (p: typeof productServices.$inferSelect): dc.ProductService => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  created_at: iso(p.createdAt),
});

const productHandlers = [
  implement(dc.productServiceList, async ({ db, query }) => {
    const where = query.name ? ilike(productServices.name, escapeLike(query.name)) : undefined;
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db.select({ n: count() }).from(productServices).where(where);
    const rows = await db
      .select()
      .from(productServices)
      .where(where)
      .orderBy(asc(productServices.name), asc(productServices.id))
      .limit(size)
      .offset(offset);
    return { data: rows.map(productAnswer), meta: meta(current, size, total?.n ?? 0) };
  }),

  implement(dc.updateProductService, async ({ db, params, body, user, locale }) => {
    staffOnly(user, locale, 'products_services.edit_forbidden');
    const [row] = await db
      .update(productServices)
      .set({
        name: body.name,
        price: body.price,
        ...(body.description !== undefined ? { description: body.description } : {}),
      })
      .where(eq(productServices.id, params.id))
      .returning();
    if (!row) throw notFound(locale);
    return { data: productAnswer(row), message: msg(locale, 'products_services.saved') };
  }),
];

/** Every call of the area (module doc). */
export const documentHandlers = [...documentHandlersOnly, ...faqAndOfferHandlers, ...productHandlers];
