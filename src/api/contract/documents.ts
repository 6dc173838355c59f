/**
 * Documents, the FAQ, offers and products-services (issue 20; api-catalogue.md "Files, documents, offers, payments,
 * others": "Documents: GET /documents, store, update. GET /faq. Offers: GET /offers; GET /getFile/{name} (blob).
 * Products-services: GET /products-services (name, page); PUT /products-services/{id} (data.id)"; product.md §2
 * dashboard "documents" (gate `browse_documents`) and "help" (the FAQ, hidden for providers), §3 "FAQ; offer;
 * product-service").
 *
 * Shapes and rules (ours where the spec is silent):
 * - A document: `{ id, title, description, category, file (storedFile or null), created_by ({ id, name } or null),
 *   created_at, updated_at }`. GET /documents?search&category&page&per_page → `{ data, meta }`, newest first, for
 *   `browse_documents` (administrators, managers, sellers, clients, agencies; others 403). POST and PUT are multipart
 *   with an optional `file` typed by its bytes (PDF, PNG, JPEG, WebP, XLSX, DOCX; anything else → 415
 *   `unsupported_media_type` with `errors.file`, nothing stored), for managers and administrators only (others 403);
 *   PUT changes only the fields given, a new file replaces the old one. The file is read through GET /files/get/{id}
 *   by whoever may list documents (server/handlers/document-files.ts `canReadDocumentFile`).
 * - FAQ: `{ id, question, answer, position }` in the caller's language, ordered by position, any signed-in account.
 * - Offers: `{ id, title, description, file_name, valid_until (YYYY-MM-DD or null), created_at }` in the caller's
 *   language, any signed-in account. GET /getFile/{name} answers the offer's file as a blob (type from its bytes,
 *   `Content-Disposition` with the name) — only names of the offers table; anything else (unknown names, paths such as
 *   `../../etc/passwd`) is a 404, never a read of the disk.
 * - Products and services: `{ id, name, description, price (pesos), created_at }`. GET /products-services?name&page
 *   (name: part of the name, case-insensitive) → `{ data, meta }`, any signed-in account; PUT /products-services/{id}
 *   `{ name, description?, price }` (price 0..MONEY_MAX, 2 decimals; 422 otherwise) for managers and administrators
 *   (others 403); unknown id 404.
 */
import * as v from 'valibot';
import { envelope, fileField, idParams, money, paginated, paginationQuery, requiredText, text } from './common.ts';
import { endpoint } from './define.ts';
import { storedFile } from './files.ts';

const SPEC = 'api-catalogue.md Files, documents, offers, payments, others; product.md §2 documents, help; §3';
const browse = { permissions: ['browse_documents'] };

const named = v.object({ id: v.number(), name: v.string() });

/** A document (module doc). */
export const document = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  category: v.string(),
  file: v.nullable(storedFile),
  created_by: v.nullable(named),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Document = v.InferOutput<typeof document>;

/** What POST /documents takes (multipart): title required, the rest optional. */
export const documentInput = v.object({
  title: requiredText(160),
  description: v.optional(text(2000)),
  category: v.optional(text(80)),
  file: v.optional(fileField),
});
export type DocumentInput = v.InferOutput<typeof documentInput>;

/** What PUT /documents/{id} takes (multipart): any of the fields; those given change. */
export const documentChanges = v.object({ ...documentInput.entries, title: v.optional(requiredText(160)) });
export type DocumentChanges = v.InferOutput<typeof documentChanges>;

/** GET /documents?search&category&page&per_page → newest first (module doc). 403 without `browse_documents`. */
export const documentList = endpoint({
  name: 'documents.list',
  method: 'GET',
  path: '/documents',
  spec: SPEC,
  access: browse,
  query: v.object({ ...paginationQuery, search: v.optional(text(120)), category: v.optional(text(80)) }),
  answer: paginated(document),
});

/** POST /documents (multipart) → `{ data, message }`. 403 unless manager or administrator; 415 a refused file type. */
export const storeDocument = endpoint({
  name: 'documents.store',
  method: 'POST',
  path: '/documents',
  spec: SPEC,
  access: browse,
  bodyKind: 'multipart',
  body: documentInput,
  answer: envelope(document),
});

/** PUT /documents/{id} (multipart) → `{ data, message }`. 403 as store; 404 unknown id; 415 a refused file type. */
export const updateDocument = endpoint({
  name: 'documents.update',
  method: 'PUT',
  path: '/documents/{id}',
  spec: SPEC,
  access: browse,
  params: idParams,
  bodyKind: 'multipart',
  body: documentChanges,
  answer: envelope(document),
});

/** A FAQ entry in the caller's language. */
export const faqEntry = v.object({ id: v.number(), question: v.string(), answer: v.string(), position: v.number() });
export type FaqEntry = v.InferOutput<typeof faqEntry>;

/** GET /faq → `{ data }` ordered by position; any signed-in account. */
export const faq = endpoint({
  name: 'documents.faq',
  method: 'GET',
  path: '/faq',
  spec: SPEC,
  access: 'user',
  answer: envelope(v.array(faqEntry)),
});

/** An offer in the caller's language; its file is GET /getFile/{file_name}. */
export const offer = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  file_name: v.string(),
  valid_until: v.nullable(v.string()),
  created_at: v.string(),
});
export type Offer = v.InferOutput<typeof offer>;

/** GET /offers → `{ data }`, latest valid first; any signed-in account. */
export const offerList = endpoint({
  name: 'offers.list',
  method: 'GET',
  path: '/offers',
  spec: SPEC,
  access: 'user',
  answer: envelope(v.array(offer)),
});

/** GET /getFile/{name} → the offer's file (blob). 404 for any name that is no offer's `file_name`. */
export const offerFile = endpoint({
  name: 'offers.file',
  method: 'GET',
  path: '/getFile/{name}',
  spec: SPEC,
  access: 'user',
  params: v.object({ name: requiredText(255) }),
  answer: v.unknown(),
  answerKind: 'file',
});

/** A product or service a unit may offer (price in pesos). */
export const productService = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  created_at: v.string(),
});
export type ProductService = v.InferOutput<typeof productService>;

/** What PUT /products-services/{id} takes. */
export const productServiceInput = v.object({
  name: requiredText(120),
  description: v.optional(text(1000)),
  price: money(),
});
export type ProductServiceInput = v.InferOutput<typeof productServiceInput>;

/** GET /products-services?name&page&per_page → `{ data, meta }` by name; any signed-in account. */
export const productServiceList = endpoint({
  name: 'productsServices.list',
  method: 'GET',
  path: '/products-services',
  spec: SPEC,
  access: 'user',
  query: v.object({ ...paginationQuery, name: v.optional(text(120)) }),
  answer: paginated(productService),
});

/** PUT /products-services/{id} → `{ data, message }`. 403 unless manager or administrator; 404 unknown; 422 body. */
export const updateProductService = endpoint({
  name: 'productsServices.update',
  method: 'PUT',
  path: '/products-services/{id}',
  spec: SPEC,
  access: 'user',
  params: idParams,
  body: productServiceInput,
  answer: envelope(productService),
});
