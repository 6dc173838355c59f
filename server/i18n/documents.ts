/**
 * Server texts in both interface languages (es, en) for documents, the FAQ, offers and products-services (issue 20;
 * src/api/contract/documents.ts; server/handlers/documents.ts), gathered into server/i18n.ts `MESSAGES` so `msg`
 * reaches them and the messages' test covers them.
 */
import type { Locale } from '#src/api/contract/common.ts';

export const DOCUMENTS_MESSAGES = {
  'documents.saved': { es: 'Documento guardado.', en: 'Document saved.' },
  'documents.edit_forbidden': {
    es: 'Solo gerentes y administradores pueden agregar o cambiar documentos.',
    en: 'Only managers and administrators may add or change documents.',
  },
  'documents.type_refused': {
    es: 'Solo se aceptan archivos PDF, PNG, JPEG, WebP, XLSX o DOCX.',
    en: 'Only PDF, PNG, JPEG, WebP, XLSX or DOCX files are accepted.',
  },
  'products_services.saved': { es: 'Producto o servicio guardado.', en: 'Product or service saved.' },
  'products_services.edit_forbidden': {
    es: 'Solo gerentes y administradores pueden cambiar productos y servicios.',
    en: 'Only managers and administrators may change products and services.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
