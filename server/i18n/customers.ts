/**
 * Server texts in both interface languages (es, en) for the customers and clients calls (issue 19;
 * src/api/contract/customers.ts; server/handlers/customers.ts, customer-documents.ts), gathered into server/i18n.ts
 * `MESSAGES` so `msg` reaches them and the messages' test covers them.
 */
import type { Locale } from '#src/api/contract/common.ts';

export const CUSTOMERS_MESSAGES = {
  'customers.created': { es: 'Cliente creado.', en: 'Customer created.' },
  'customers.saved': { es: 'Cliente guardado.', en: 'Customer saved.' },
  'customers.shared': { es: 'Cliente compartido con {name}.', en: 'Customer shared with {name}.' },
  'customers.salesman_changed': {
    es: '{name} es ahora el vendedor del cliente.',
    en: '{name} is now the customer’s salesman.',
  },
  'customers.edit_forbidden': {
    es: 'No tiene permiso para editar este cliente.',
    en: 'You are not allowed to edit this customer.',
  },
  'customers.reassign_forbidden': {
    es: 'Solo el personal, el vendedor del cliente o los administradores de su grupo pueden reasignarlo.',
    en: 'Only staff, the customer’s salesman or its workgroup’s admins can reassign it.',
  },
  'customers.create_forbidden': {
    es: 'Su cuenta no puede crear clientes.',
    en: 'Your account cannot create customers.',
  },
  'customers.not_seller': {
    es: 'Esa cuenta no es un vendedor activo.',
    en: 'That account is not an active seller.',
  },
  'customers.choose_workgroup': {
    es: 'Indique a qué grupo de trabajo pertenecerá el cliente.',
    en: 'Say which workgroup the customer will belong to.',
  },
  'customers.workgroup_not_admin': {
    es: 'No administra ese grupo de trabajo.',
    en: 'You do not administer that workgroup.',
  },
  'customers.unknown_category': { es: 'Esa categoría no existe.', en: 'That category does not exist.' },
  'customers.unknown_brand': { es: 'Alguna de esas marcas no existe.', en: 'One of those brands does not exist.' },
  'customers.unknown_document_type': {
    es: 'Ese tipo de documento no existe.',
    en: 'That document type does not exist.',
  },
  'customers.document_saved': { es: 'Documento guardado.', en: 'Document saved.' },
  'customers.document_type_refused': {
    es: 'Solo se aceptan archivos PDF, PNG, JPEG o WebP.',
    en: 'Only PDF, PNG, JPEG or WebP files are accepted.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
