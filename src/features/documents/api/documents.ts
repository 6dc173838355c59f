/**
 * What the documents and help screens read and do (issue 20; product.md §2 dashboard "documents" and "help";
 * api-catalogue.md "Files, documents, offers, payments, others"; shapes and rules in src/api/contract/documents.ts).
 *
 * - Reads are kept on the device (`useRead(…, { keep: true })`): the documents list (per search, category and
 *   page), the FAQ, the offers and the products and services show their last answer offline and say from when.
 *   The FAQ and the offers come in the interface language, so their kept answers are keyed by it too.
 * - Files (a document's, an offer's) are downloaded through the API with the account's token, then saved by the
 *   browser: they need a connection (`ApiError.isNetwork` offline).
 * - Saving a document (multipart, the file typed by its bytes on the server: 415 with `errors.file`) and a product
 *   or service are online actions, never queued: each reads its list again once the server answered.
 */
import { useLingui } from '@lingui/react';
import * as dc from '#src/api/contract/documents.ts';
import { getFile, type StoredFile } from '#src/api/contract/files.ts';
import { fileNameOf, saveBlob } from '#src/lib/save-blob.ts';
import { useInvalidate, useRead, useReadWith, useSyncEngine } from '#src/sync/index.ts';
import { categoriesOf } from '../model/documents.ts';

/** Rows per page of the documents and products-services lists. */
export const DOCUMENTS_PER_PAGE = 10;
/** Documents read at once to offer their categories as a filter (the server has no list of categories). */
const CATEGORY_SAMPLE = 200;

const clean = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).filter(([, x]) => x !== undefined && x !== ''));

/** A page of documents matching `search` (part of the title) and `category`, newest first, kept. */
export function useDocuments(query: { search: string; category: string; page: number }) {
  return useRead(
    dc.documentList,
    {
      query: clean({
        page: query.page,
        per_page: DOCUMENTS_PER_PAGE,
        search: query.search,
        category: query.category,
      }) as never,
    },
    { keep: true },
  );
}

/** The categories of the (latest CATEGORY_SAMPLE) documents, sorted, kept; [] until read. */
export function useDocumentCategories(): string[] {
  const read = useRead(
    dc.documentList,
    { query: { page: 1, per_page: CATEGORY_SAMPLE } },
    { keep: true, select: (a) => categoriesOf(a.data) },
  );
  return read.value ?? [];
}

/** Online saves of documents. @throws ApiError (403 not staff, 415 the file's type, 422, status 0 offline) */
export function useDocumentActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  return {
    /**
     * Stores a new document (`id` undefined) or changes one; `body.file`, when given, is a Blob.
     * @returns the server's message
     */
    async save(id: number | undefined, body: Record<string, unknown>): Promise<string> {
      const answer =
        id === undefined
          ? await transport.call(dc.storeDocument, { body: body as dc.DocumentInput })
          : await transport.call(dc.updateDocument, { params: { id }, body: body as dc.DocumentChanges });
      await invalidate(dc.documentList);
      return answer.message ?? '';
    },
  };
}

/** Downloads of the documents' and offers' files (module doc). @throws ApiError */
export function useFileDownloads() {
  const { transport } = useSyncEngine();
  return {
    /** Saves a document's file under its own name. */
    async document(file: StoredFile): Promise<void> {
      const blob = (await transport.call(getFile, { params: { id: file.id }, query: { type: 'file' } })) as Blob;
      saveBlob(blob, file.name || 'documento');
    },
    /** Saves an offer's file (GET /getFile/{name}). */
    async offer(offer: dc.Offer): Promise<void> {
      const blob = (await transport.call(dc.offerFile, { params: { name: offer.file_name } })) as Blob;
      saveBlob(blob, offer.file_name || `${fileNameOf(offer.title, 'oferta')}`);
    },
  };
}

/** The FAQ in the interface language, ordered by position, kept per language. */
export function useFaq() {
  const { i18n } = useLingui();
  return useReadWith(
    [dc.faq.name, { locale: i18n.locale }],
    (transport, signal) => transport.call(dc.faq, {}, { signal }),
    { keep: true, select: (a) => a.data },
  );
}

/** The offers in the interface language, latest valid first, kept per language. */
export function useOffers() {
  const { i18n } = useLingui();
  return useReadWith(
    [dc.offerList.name, { locale: i18n.locale }],
    (transport, signal) => transport.call(dc.offerList, {}, { signal }),
    { keep: true, select: (a) => a.data },
  );
}

/** A page of products and services whose name holds `name`, by name, kept. */
export function useProductsServices(query: { name: string; page: number }) {
  return useRead(
    dc.productServiceList,
    { query: clean({ page: query.page, per_page: DOCUMENTS_PER_PAGE, name: query.name }) as never },
    { keep: true },
  );
}

/** Online change of a product or service. @throws ApiError (403 not staff, 404, 422, status 0 offline) */
export function useProductServiceActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  return {
    /** @returns the server's message */
    async save(id: number, body: Record<string, unknown>): Promise<string> {
      const answer = await transport.call(dc.updateProductService, {
        params: { id },
        body: body as dc.ProductServiceInput,
      });
      await invalidate(dc.productServiceList);
      return answer.message ?? '';
    },
  };
}
