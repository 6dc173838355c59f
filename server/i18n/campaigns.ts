/** Server messages in both interface languages (es, en): Campaign planning: the cart, steps, rules (product.md §4, §5, §9). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const CAMPAIGNS_MESSAGES = {
  'campaign.created': { es: 'Campaña creada.', en: 'Campaign created.' },
  'campaign.saved': { es: 'Campaña guardada.', en: 'Campaign saved.' },
  'campaign.unit_added': { es: 'Unidad añadida al carrito.', en: 'Unit added to the cart.' },
  'campaign.unit_already': { es: 'La unidad ya está en el carrito.', en: 'The unit is already in the cart.' },
  'campaign.unit_removed': { es: 'Unidad quitada del carrito.', en: 'Unit removed from the cart.' },
  'campaign.reserved': { es: 'Campaña reservada.', en: 'Campaign reserved.' },
  'campaign.reservation_cancelled': { es: 'Reserva cancelada.', en: 'Reservation cancelled.' },
  'campaign.contracted': { es: 'Contrato realizado.', en: 'Contract made.' },
  'campaign.price_accepted': { es: 'Precio aceptado.', en: 'Price accepted.' },
  'campaign.cancelled': { es: 'Campaña cancelada.', en: 'Campaign cancelled.' },
  'campaign.dates_first': {
    es: 'Elige primero fechas para el tipo de medio',
    en: 'Choose dates for the media type first',
  },
  'campaign.unit_busy': {
    es: 'La unidad {title} está ocupada del {from} al {to} por otra campaña',
    en: 'Unit {title} is booked from {from} to {to} by another campaign',
  },
  'campaign.unit_unavailable': {
    es: 'La unidad {title} no está disponible: está inactiva o fue dada de baja.',
    en: 'Unit {title} is not available: it is inactive or was removed.',
  },
  'campaign.unit_not_in_package': {
    es: 'La unidad {title} no es del paquete de la campaña.',
    en: "Unit {title} is not in the campaign's package.",
  },
  'campaign.not_in_cart': { es: 'La unidad no está en el carrito.', en: 'The unit is not in the cart.' },
  'campaign.locked': {
    es: 'La campaña está contratada, finalizada o cancelada: ya no admite cambios.',
    en: 'The campaign is contracted, finished or cancelled: it can no longer be changed.',
  },
  'campaign.already_reserved': { es: 'La campaña ya está reservada.', en: 'The campaign is already reserved.' },
  'campaign.not_reserved': {
    es: 'La campaña no tiene una reserva abierta.',
    en: 'The campaign has no open reservation.',
  },
  'campaign.cannot_contract': {
    es: 'Para contratar, la campaña debe estar reservada o tener el precio aceptado.',
    en: 'To make the contract, the campaign must be reserved or have its price accepted.',
  },
  'campaign.finished': {
    es: 'Una campaña finalizada no se puede cancelar.',
    en: 'A finished campaign cannot be cancelled.',
  },
  'campaign.empty_cart': {
    es: 'La campaña no tiene unidades en el carrito.',
    en: 'The campaign has no units in its cart.',
  },
  'campaign.client_required': { es: 'Elige el cliente de la campaña.', en: "Choose the campaign's client." },
  'campaign.unknown_client': { es: 'El cliente elegido no existe.', en: 'The chosen client does not exist.' },
  'campaign.package_required': { es: 'Elige un paquete.', en: 'Choose a package.' },
  'campaign.package_country': {
    es: 'El paquete no es de ninguno de los países de la campaña.',
    en: "The package is not from any of the campaign's countries.",
  },
  'campaign.package_days': {
    es: 'Cantidad de días {field} deberia ser {days}',
    en: 'Number of days in {field} should be {days}',
  },
  'campaign.package_field': { es: 'del paquete', en: 'the package' },
  'campaign.not_country': { es: 'El país no es de la campaña.', en: "The country is not one of the campaign's." },
  'campaign.not_media_type': {
    es: 'El tipo de medio no es de este país en la campaña.',
    en: "The media type is not one of this country's in the campaign.",
  },
  'campaign.wrong_category': {
    es: 'El tipo de medio no corresponde a la categoría de la campaña.',
    en: "The media type does not match the campaign's category.",
  },
  'campaign.percent_sum': {
    es: 'Los porcentajes de {country} deben sumar 100 (suman {sum}).',
    en: 'The percents of {country} must add up to 100 (they add up to {sum}).',
  },
  'campaign.end_before_start': {
    es: 'La fecha de fin no puede ser anterior a la de inicio.',
    en: 'The end date cannot be before the start date.',
  },
  'campaign.unknown_option': { es: 'La opción elegida no existe.', en: 'The chosen option does not exist.' },
  'campaign.unknown_pois': {
    es: 'Algunos puntos de interés no existen: {ids}.',
    en: 'Some points of interest do not exist: {ids}.',
  },
  'campaign.min_over_max': {
    es: 'El precio mínimo no puede ser mayor que el máximo.',
    en: 'The minimum price cannot be above the maximum.',
  },
  'campaign.below_minimum': {
    es: 'No puede ser menor que el mínimo de la unidad ({min}).',
    en: "It cannot be below the unit's minimum ({min}).",
  },
  'campaign.too_many_spots': { es: 'La unidad tiene {spots} espacios.', en: 'The unit has {spots} spots.' },
  'rule.side_a': { es: 'Recargo por cara A', en: 'Side-A surcharge' },
  'rule.buy_time': { es: 'Compra por periodos', en: 'Buy by periods' },
  'rule.min_buy_time': { es: 'Tiempo mínimo de compra', en: 'Minimum buy time' },
  'rules.saved': { es: 'Regla guardada.', en: 'Rule saved.' },
  'rules.deleted': { es: 'Regla eliminada.', en: 'Rule deleted.' },
  'rules.duration_required': { es: 'Indica la duración en días.', en: 'Give the duration in days.' },
  'rules.value_required': { es: 'Indica el porcentaje.', en: 'Give the percent.' },
  'rules.units_not_yours': {
    es: 'Algunas unidades no son tuyas o no son de ese tipo de medio.',
    en: 'Some units are not yours or not of that media type.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
