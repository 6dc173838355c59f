/** Server messages in both interface languages (es, en): Provider inventory: units, catalogues, reservations, provider campaigns (product.md §4 inventory). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const INVENTORY_MESSAGES = {
  'units.unknown': { es: 'El valor de {field} no existe.', en: 'The selected {field} does not exist.' },
  'units.city_not_in_country': { es: 'La ciudad no pertenece a ese país.', en: 'The city is not in that country.' },
  'units.city_not_in_state': { es: 'La ciudad no pertenece a ese estado.', en: 'The city is not in that state.' },
  'units.circuit_not_in_city': { es: 'El circuito no pertenece a esa ciudad.', en: 'The circuit is not in that city.' },
  'units.sku_taken': { es: 'El SKU {sku} ya está en uso.', en: 'SKU {sku} is already in use.' },
  'units.same_as': {
    es: 'La unidad {sku} ya tiene este título, dirección, tipo de medio, cara y ubicación (¿el archivo ya se importó?). Dale un SKU a la fila para crearla de todos modos.',
    en: 'Unit {sku} already has this title, address, media type, side and position (was the file imported before?). Give the row a SKU to create it anyway.',
  },
  'units.image_not_yours': {
    es: 'Alguna imagen no existe o no la subiste tú.',
    en: 'Some image does not exist or was not uploaded by you.',
  },
  'units.created': { es: 'Unidad creada.', en: 'Unit created.' },
  'units.updated': { es: 'Unidad actualizada.', en: 'Unit updated.' },
  'units.deleted': { es: 'Unidad eliminada.', en: 'Unit deleted.' },
  'units.in_use': {
    es: 'La unidad está en una campaña reservada o contratada: no se puede eliminar.',
    en: 'The unit is in a reserved or contracted campaign: it cannot be deleted.',
  },
  'units.imported': {
    es: '{created} unidades creadas; {refused} filas rechazadas.',
    en: '{created} units created; {refused} rows refused.',
  },
  'units.provider_required': { es: 'Indica el proveedor de las unidades.', en: 'Name the provider of the units.' },
  'units.pois_updated': { es: 'Puntos de interés actualizados.', en: 'Points of interest updated.' },
  'sizes.saved': { es: 'Medida guardada.', en: 'Size saved.' },
  'sizes.deleted': { es: 'Medida eliminada.', en: 'Size deleted.' },
  'sizes.in_use': {
    es: 'Hay unidades con esta medida: no se puede eliminar.',
    en: 'Units use this size: it cannot be deleted.',
  },
  'reservations.saved': { es: 'Reserva de unidad guardada.', en: 'Unit reservation saved.' },
  'reservations.deleted': { es: 'Reserva de unidad eliminada.', en: 'Unit reservation deleted.' },
  'reservations.overlap': {
    es: 'Las fechas se cruzan con otra reserva de la unidad.',
    en: 'The dates overlap another reservation of the unit.',
  },
  'media_types.saved': { es: 'Tipo de medio guardado.', en: 'Media type saved.' },
  'media_types.deleted': { es: 'Tipo de medio eliminado.', en: 'Media type deleted.' },
  'units.pois_synced': { es: 'Puntos de interés sincronizados.', en: 'Points of interest synchronised.' },
  'units.audience_synced': { es: 'Audiencia actualizada.', en: 'Audience updated.' },
  'units.product_added': {
    es: 'Producto o servicio agregado a la unidad.',
    en: 'Product or service added to the unit.',
  },
  'units.product_removed': {
    es: 'Producto o servicio quitado de la unidad.',
    en: 'Product or service removed from the unit.',
  },
  'internal_media_types.saved': { es: 'Tipo de medio interno guardado.', en: 'Internal media type saved.' },
  'internal_media_types.deleted': { es: 'Tipo de medio interno eliminado.', en: 'Internal media type deleted.' },
  'internal_media_types.name_taken': {
    es: 'Ya existe un tipo de medio interno con ese nombre.',
    en: 'An internal media type with that name already exists.',
  },
  'media_types.in_use': {
    es: 'El tipo de medio está en uso: no se puede eliminar.',
    en: 'The media type is in use: it cannot be deleted.',
  },
  'media_types.key_taken': {
    es: 'Ya existe un tipo de medio con esta clave.',
    en: 'A media type with this key already exists.',
  },
  'materials.saved': { es: 'Material guardado.', en: 'Material saved.' },
  'materials.deleted': { es: 'Material eliminado.', en: 'Material deleted.' },
  'materials.in_use': {
    es: 'Una prueba de color usa este material: no se puede eliminar.',
    en: 'A colour proof uses this material: it cannot be deleted.',
  },
  'provider_campaign.finished': {
    es: 'La campaña ya está finalizada para ti.',
    en: 'The campaign is already finished for you.',
  },
  'provider_campaign.updated': { es: 'Estado de la campaña actualizado.', en: 'Campaign status updated.' },
  'provider_campaign.reservable_saved': { es: 'Campaña marcada como reservable.', en: 'Campaign set as reservable.' },
  'provider_campaign.reservable_deleted': {
    es: 'La campaña ya no es reservable.',
    en: 'The campaign is no longer reservable.',
  },
  'pc.pending': { es: 'Pendiente', en: 'Pending' },
  'pc.accepted': { es: 'Aceptada', en: 'Accepted' },
  'pc.in_production': { es: 'En producción', en: 'In production' },
  'pc.installed': { es: 'Instalada', en: 'Installed' },
  'pc.finished': { es: 'Finalizada', en: 'Finished' },
} as const satisfies Record<string, Record<Locale, string>>;
