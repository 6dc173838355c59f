/** Server messages in both interface languages (es, en): the sales pipeline (issue 16). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const SALES_MESSAGES = {
  'packages.saved': { es: 'Paquete guardado.', en: 'Package saved.' },
  'packages.deleted': { es: 'Paquete eliminado.', en: 'Package deleted.' },
  'packages.in_use': {
    es: 'Hay campañas hechas con este paquete: no se puede eliminar.',
    en: 'Campaigns were built from this package: it cannot be deleted.',
  },
  'packages.units_elsewhere': {
    es: 'Todas las unidades deben ser del país y del tipo de medio del paquete.',
    en: "Every unit must be in the package's country and of its media type.",
  },
} as const satisfies Record<string, Record<Locale, string>>;
