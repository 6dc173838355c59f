/**
 * Who may do what on the documents screen (product.md §2 "documents", gate `browse_documents`; §6; the server's
 * rules in server/handlers/documents.ts): everyone who may list documents reads them, their files, the offers and
 * the products and services; only managers and administrators add or change documents and products and services
 * (the server answers 403 otherwise). Pure: no React, no I/O.
 */
import { isSuperuser } from '#src/api/contract/permissions.ts';

/** The part of the signed-in profile these screens need (the route passes it). */
export interface DocumentsViewer {
  roles: readonly string[];
  permissions: readonly string[];
  /** The account's country: product and service prices are shown in its currency (see products-services-tab.tsx). */
  countryId: number | null;
}

/** The viewer of a profile (`roles[].value`, `permissions`, `country_id`). */
export function documentsViewerOf(p: {
  roles: readonly { value: string }[];
  permissions: readonly string[];
  country_id: number | null;
}): DocumentsViewer {
  return { roles: p.roles.map((r) => r.value), permissions: p.permissions, countryId: p.country_id };
}

/** Managers and administrators add and change documents and products and services (spec §6; server `isStaff`). */
export function mayEditDocuments(v: DocumentsViewer): boolean {
  return isSuperuser(v.permissions) || v.roles.includes('manager') || v.roles.includes('administrator');
}

/** The distinct categories of some documents, sorted, blanks left out (the category filter's choices). */
export function categoriesOf(docs: readonly { category: string }[]): string[] {
  return [...new Set(docs.map((d) => d.category.trim()).filter(Boolean))].toSorted((a, b) => a.localeCompare(b));
}
