/**
 * Server texts in both interface languages for a provider's own files (issue 20;
 * src/api/contract/inventory/provider-files.ts; server/handlers/provider-files.ts) and the content documents
 * (POST /_content/{path}), gathered into server/i18n.ts `MESSAGES`.
 */
import type { Locale } from '#src/api/contract/common.ts';

export const PROVIDER_FILES_MESSAGES = {
  'provider_files.uploaded': { es: 'Archivo subido.', en: 'File uploaded.' },
  'provider_files.removed': { es: 'Archivo eliminado.', en: 'File removed.' },
  'provider_files.unknown_unit': {
    es: 'Ese medio no existe o no es de tu empresa.',
    en: 'That media unit does not exist or is not your company’s.',
  },
  'provider_files.unit_required': {
    es: 'Elige el medio al que pertenece el archivo.',
    en: 'Choose the media unit the file belongs to.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
