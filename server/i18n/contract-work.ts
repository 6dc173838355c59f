/**
 * Server texts in both interface languages (es, en) for a contract's downloads and field work (issue 17;
 * docs/contracts-billing.md "Downloads and order jobs"):
 * - `CONTRACT_WORK_MESSAGES`: answers and refusals, gathered into server/i18n.ts `MESSAGES` (so `msg` reaches them);
 * - `CONTRACT_DOCUMENT_WORDS`: the words printed in the technical sheet (PDF and xlsx) and the lease document.
 *   They are kept apart from `MESSAGES` because some are the same in both languages ("SKU", "Total"), which the
 *   messages' test refuses for answers.
 */
import type { Locale } from '#src/api/contract/common.ts';

export const CONTRACT_WORK_MESSAGES = {
  'contract_work.job_created': { es: 'Orden de trabajo creada.', en: 'Order job created.' },
  'contract_work.uninstall_created': {
    es: 'Órdenes de desinstalación creadas: {count}.',
    en: 'Uninstallation order jobs created: {count}.',
  },
  'contract_work.not_reached': {
    es: 'Un contrato en estado «{status}» no admite órdenes de trabajo: debe estar aprobado o facturado.',
    en: 'A contract in status "{status}" takes no order jobs: it must be approved or billed.',
  },
  'contract_work.units_not_in_contract': {
    es: 'Estas unidades no están en el contrato: {ids}.',
    en: 'These units are not in the contract: {ids}.',
  },
  'contract_work.no_units': { es: 'El contrato no tiene unidades.', en: 'The contract has no units.' },
  'contract_work.task_installation': { es: 'Instalar arte cara {side}', en: 'Install artwork on side {side}' },
  'contract_work.task_maintenance': { es: 'Mantenimiento cara {side}', en: 'Maintenance of side {side}' },
  'contract_work.task_uninstallation': { es: 'Retirar arte cara {side}', en: 'Remove artwork from side {side}' },
  'contract_work.description_installation': {
    es: 'Instalación del contrato {id} ({campaign})',
    en: 'Installation of contract {id} ({campaign})',
  },
  'contract_work.description_maintenance': {
    es: 'Mantenimiento del contrato {id} ({campaign})',
    en: 'Maintenance of contract {id} ({campaign})',
  },
  'contract_work.description_uninstallation': {
    es: 'Desinstalación al terminar el contrato {id} ({campaign})',
    en: 'Uninstallation at the end of contract {id} ({campaign})',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The words of the contract documents, per language. */
export const CONTRACT_DOCUMENT_WORDS = {
  es: {
    technicalSheet: 'Ficha técnica',
    lease: 'Contrato de arrendamiento de espacios publicitarios',
    contract: 'Contrato',
    campaign: 'Campaña',
    client: 'Cliente',
    owner: 'Responsable',
    status: 'Estado',
    reference: 'Referencia',
    currency: 'Moneda',
    period: 'Periodo',
    generated: 'Generado',
    unit: 'Unidad',
    sku: 'SKU',
    mediaType: 'Tipo de medio',
    city: 'Ciudad',
    address: 'Dirección',
    side: 'Cara',
    start: 'Inicio',
    end: 'Fin',
    days: 'Días',
    pricePerDay: 'Precio por día',
    printPrice: 'Precio de impresión',
    spots: 'Espacios',
    total: 'Total',
    unitsSubtotal: 'Subtotal de unidades',
    otherCosts: 'Otros costos',
    none: '—',
    parties: 'Partes',
    lessee: 'Arrendatario (cliente)',
    lessors: 'Arrendadores (propietarios de los medios)',
    platform: 'Intermediario',
    seller: 'Vendedor a cargo',
    object: 'Objeto',
    objectText:
      'Los arrendadores ceden al arrendatario el uso de los espacios publicitarios que siguen, durante los periodos ' +
      'y por los importes indicados, con el intermediario como responsable de la contratación.',
    amounts: 'Importes',
    totalText: 'El importe total del contrato es de {total}.',
    signatures: 'Firmas',
    sheetName: 'Ficha técnica',
  },
  en: {
    technicalSheet: 'Technical sheet',
    lease: 'Advertising space lease',
    contract: 'Contract',
    campaign: 'Campaign',
    client: 'Client',
    owner: 'Owner',
    status: 'Status',
    reference: 'Reference',
    currency: 'Currency',
    period: 'Period',
    generated: 'Generated',
    unit: 'Unit',
    sku: 'SKU',
    mediaType: 'Media type',
    city: 'City',
    address: 'Address',
    side: 'Side',
    start: 'Start',
    end: 'End',
    days: 'Days',
    pricePerDay: 'Price per day',
    printPrice: 'Print price',
    spots: 'Spots',
    total: 'Total',
    unitsSubtotal: 'Units subtotal',
    otherCosts: 'Other costs',
    none: '—',
    parties: 'Parties',
    lessee: 'Lessee (client)',
    lessors: 'Lessors (media owners)',
    platform: 'Intermediary',
    seller: 'Seller in charge',
    object: 'Purpose',
    objectText:
      'The lessors grant the lessee the use of the following advertising spaces, over the periods and for the ' +
      'amounts shown, with the intermediary in charge of the booking.',
    amounts: 'Amounts',
    totalText: 'The total amount of the contract is {total}.',
    signatures: 'Signatures',
    sheetName: 'Technical sheet',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ContractDocumentWords = (typeof CONTRACT_DOCUMENT_WORDS)[Locale];
