/** Server messages in both interface languages (es, en): contracts (issue 17). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const CONTRACTS_MESSAGES = {
  'contracts.applied': { es: 'Contrato aprobado.', en: 'Contract approved.' },
  'contracts.rejected': { es: 'Contrato rechazado.', en: 'Contract rejected.' },
  'contracts.cancelled': { es: 'Contrato cancelado.', en: 'Contract cancelled.' },
  'contracts.billed': {
    es: 'Factura enviada: el contrato está facturado.',
    en: 'Invoice sent: the contract is billed.',
  },
  'contracts.saved': { es: 'Contrato guardado.', en: 'Contract saved.' },
  'contracts.renewed': {
    es: 'Contrato renovado: el nuevo contrato está pendiente de aprobación.',
    en: 'Contract renewed: the new contract awaits approval.',
  },
  'contracts.unit_not_in_contract': {
    es: 'Esta unidad no está en el contrato.',
    en: 'This unit is not in the contract.',
  },
  'orders.created': { es: 'Orden creada.', en: 'Order created.' },
  'orders.saved': { es: 'Orden guardada.', en: 'Order saved.' },
  'orders.deleted': { es: 'Orden eliminada.', en: 'Order deleted.' },
  'orders.shared': { es: 'Orden compartida.', en: 'Order shared.' },
  'orders.invoice_issued': { es: 'La factura de esta orden fue emitida.', en: 'The invoice of this order was issued.' },
  'orders.invoice_pending': {
    es: 'La factura de esta orden está pendiente: el contrato aún no está facturado.',
    en: 'The invoice of this order is pending: the contract is not billed yet.',
  },
  'contracts.comment_saved': { es: 'Comentario guardado.', en: 'Comment saved.' },
  'contracts.comment_deleted': { es: 'Comentario eliminado.', en: 'Comment deleted.' },
  'contracts.not_author': {
    es: 'Solo quien escribió el comentario puede cambiarlo o eliminarlo.',
    en: 'Only the author of a comment can change or delete it.',
  },
  'contracts.not_allowed': {
    es: 'Un contrato en estado «{status}» no admite esta acción ({action}).',
    en: 'A contract in status "{status}" does not allow this action ({action}).',
  },
  'contracts.owner_not_seller': {
    es: 'El nuevo responsable debe ser un vendedor.',
    en: 'The new owner must be a seller.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
