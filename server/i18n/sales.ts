/** Server messages in both interface languages (es, en): the sales pipeline (issue 16). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const SALES_MESSAGES = {
  'packages.saved': { es: 'Paquete guardado.', en: 'Package saved.' },
  'packages.deleted': { es: 'Paquete eliminado.', en: 'Package deleted.' },
  'packages.in_use': {
    es: 'Hay campañas hechas con este paquete: no se puede eliminar.',
    en: 'Campaigns were built from this package: it cannot be deleted.',
  },
  'packages.segment_units': {
    es: 'El segmento {segment} solo puede tener unidades del paquete.',
    en: 'Segment {segment} can only hold units of the package.',
  },
  'packages.units_elsewhere': {
    es: 'Todas las unidades deben ser del país y del tipo de medio del paquete.',
    en: "Every unit must be in the package's country and of its media type.",
  },
  'bookings.applied': { es: 'Reserva confirmada.', en: 'Booking confirmed.' },
  'bookings.rejected': {
    es: 'Reserva rechazada: sus unidades quedan libres.',
    en: 'Booking rejected: its units are free again.',
  },
  'bookings.removed': {
    es: 'Reserva eliminada: sus unidades quedan libres.',
    en: 'Booking removed: its units are free again.',
  },
  'bookings.unit_removed': { es: 'Unidad quitada de la reserva.', en: 'Unit removed from the booking.' },
  'bookings.decided': {
    es: 'Esta reserva ya fue {status}: no admite más cambios.',
    en: 'This booking was already {status}: it takes no more changes.',
  },
  'bookings.already_applied': {
    es: 'Esta reserva ya fue confirmada el {date}.',
    en: 'This booking was already confirmed on {date}.',
  },
  'bookings.expired': {
    es: 'Esta reserva venció el {date}: sus unidades ya no están retenidas. Solo se puede eliminar.',
    en: 'This booking expired on {date}: its units are no longer held. It can only be removed.',
  },
  'bookings.last_unit': {
    es: 'Es la última unidad de la reserva: elimine la reserva.',
    en: 'This is the last unit of the booking: remove the booking instead.',
  },
  'bookings.unit_not_held': { es: 'La reserva no tiene esa unidad.', en: 'The booking does not hold that unit.' },
  'bookings.status.rejected': { es: 'rechazada', en: 'rejected' },
  'bookings.status.removed': { es: 'eliminada', en: 'removed' },
  'bookings.status.cancelled': { es: 'cancelada', en: 'cancelled' },
  'discounts.applied': { es: 'Descuento aplicado.', en: 'Discount applied.' },
  'discounts.rejected': { es: 'Solicitud de descuento rechazada.', en: 'Discount request rejected.' },
  'discounts.decided': {
    es: 'Esta solicitud de descuento ya fue {status}.',
    en: 'This discount request was already {status}.',
  },
  'discounts.status.applied': { es: 'aplicada', en: 'applied' },
  'discounts.status.rejected': { es: 'rechazada', en: 'rejected' },
  'special_prices.requested': {
    es: 'Solicitud de precio especial enviada.',
    en: 'Special price request sent.',
  },
  'special_prices.subject_units': { es: 'Unidades del cliente: {count}', en: "Client's units: {count}" },
  'special_prices.accepted': { es: 'Precio especial aceptado.', en: 'Special price accepted.' },
  'special_prices.denied': { es: 'Precio especial denegado.', en: 'Special price denied.' },
  'special_prices.decided': {
    es: 'Esta solicitud de precio especial ya fue {status}.',
    en: 'This special price request was already {status}.',
  },
  'special_prices.status.accepted': { es: 'aceptada', en: 'accepted' },
  'special_prices.status.denied': { es: 'denegada', en: 'denied' },
  'special_prices.units_unknown': {
    es: 'Alguna unidad no existe o no está activa.',
    en: 'Some unit does not exist or is not active.',
  },
  'special_prices.client_required': {
    es: 'Elija el cliente para quien se pide el precio.',
    en: 'Choose the customer the price is asked for.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
