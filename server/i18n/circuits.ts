/**
 * Server texts in both interface languages (es, en) for circuits and the look-ups of issue 20
 * (src/api/contract/circuits.ts; server/handlers/circuits.ts, lookups-extra.ts), gathered into server/i18n.ts
 * `MESSAGES` so `msg` reaches them and the messages' test covers them.
 */
export const CIRCUITS_MESSAGES = {
  'circuits.created': { es: 'Circuito creado.', en: 'Circuit created.' },
  'circuits.saved': { es: 'Circuito guardado.', en: 'Circuit saved.' },
  'circuits.shared_read_only': {
    es: 'Este circuito es compartido; solo un administrador puede cambiarlo.',
    en: 'This circuit is shared; only an administrator can change it.',
  },
  'circuits.units_not_own': {
    es: 'Algunas unidades no existen o no pertenecen al proveedor del circuito: {ids}.',
    en: 'Some units do not exist or do not belong to the circuit’s provider: {ids}.',
  },
  'circuits.city_unknown': { es: 'La ciudad no existe.', en: 'The city does not exist.' },
  'circuits.provider_unknown': { es: 'El proveedor no existe.', en: 'The provider does not exist.' },
  'taxes.default': { es: 'Impuesto (IVA)', en: 'Tax (VAT)' },
  'classifications.local': { es: 'Proveedor local', en: 'Local provider' },
  'classifications.standard': { es: 'Estándar', en: 'Standard' },
  'classifications.premium': { es: 'De primer nivel', en: 'Premium' },
} as const;
