/** Server messages in both interface languages (es, en): Creative approval: artwork, art requests, adaptations, colour proofs (product.md §4 creative approval). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const CREATIVE_MESSAGES = {
  'art.unit_not_in_version': {
    es: 'La unidad no es de este tipo de medio en la campaña.',
    en: 'The unit is not of this media type in the campaign.',
  },
  'art.not_your_unit': {
    es: 'Solo el proveedor de la unidad puede decidir sobre su arte.',
    en: "Only the unit's provider can decide on its artwork.",
  },
  'art.already_decided': {
    es: 'Esta versión ya fue decidida para esta unidad.',
    en: 'This version was already decided for this unit.',
  },
  'art.not_in_review': { es: 'La versión no está en revisión.', en: 'The version is not in review.' },
  'art.comment_required': { es: 'Escribe un comentario que explique el motivo.', en: 'Write a comment saying why.' },
  'art.not_draft': { es: 'La versión ya fue enviada a revisión.', en: 'The version was already sent to review.' },
  'art.needs_files': {
    es: 'La versión necesita al menos un archivo para enviarse a revisión.',
    en: 'The version needs at least one file to be sent to review.',
  },
  'art.nothing_to_send': {
    es: 'No hay versiones abiertas para enviar a revisión.',
    en: 'There are no open versions to send to review.',
  },
  'art.no_units_of_media_type': {
    es: 'La campaña no tiene unidades de este tipo de medio.',
    en: 'The campaign has no units of this media type.',
  },
  'art.campaign_closed': {
    es: 'La campaña está cancelada: ya no admite artes.',
    en: 'The campaign is cancelled: it takes no more artwork.',
  },
  'art.file_not_yours': {
    es: 'El archivo no existe o no lo subiste tú.',
    en: 'The file does not exist or was not uploaded by you.',
  },
  'art.added': { es: 'Arte añadido a la versión.', en: 'Artwork added to the version.' },
  'art.sent': { es: 'Versión enviada a revisión.', en: 'Version sent to review.' },
  'art.accepted': { es: 'Arte aceptado.', en: 'Artwork accepted.' },
  'art.denied': { es: 'Arte rechazado.', en: 'Artwork denied.' },
  'art_request.saved': { es: 'Solicitud de arte guardada.', en: 'Art request saved.' },
  'art_request.paid': { es: 'Solicitud de arte pagada.', en: 'Art request paid.' },
  'art_request.already_paid': { es: 'La solicitud de arte ya está pagada.', en: 'The art request is already paid.' },
  'art_request.file_added': { es: 'Archivo añadido a la solicitud.', en: 'File added to the request.' },
  'adaptation.created': { es: 'Solicitud de adaptación creada.', en: 'Adaptation request created.' },
  'adaptation.budget_decided': { es: 'El presupuesto ya fue decidido.', en: 'The budget was already decided.' },
  'adaptation.budget_not_accepted': {
    es: 'Primero debe aceptarse el presupuesto.',
    en: 'The budget must be accepted first.',
  },
  'adaptation.arts_decided': { es: 'Las artes ya fueron aceptadas.', en: 'The artwork was already accepted.' },
  'adaptation.no_arts_pending': {
    es: 'No hay artes pendientes de revisión.',
    en: 'There is no artwork waiting for review.',
  },
  'adaptation.updated': { es: 'Solicitud de adaptación actualizada.', en: 'Adaptation request updated.' },
  'proof.final': {
    es: 'La prueba de color ya fue aprobada: es definitiva.',
    en: 'The colour proof was already approved: it is final.',
  },
  'proof.already_rejected': {
    es: 'La prueba de color ya fue rechazada; el proveedor debe subir otra.',
    en: 'The colour proof was already rejected; the provider must upload a new one.',
  },
  'proof.no_units': {
    es: 'No tienes unidades de ese tipo de medio en la campaña.',
    en: 'You have no units of that media type in the campaign.',
  },
  'proof.uploaded': { es: 'Prueba de color subida.', en: 'Colour proof uploaded.' },
  'proof.approved': { es: 'Prueba de color aprobada.', en: 'Colour proof approved.' },
  'proof.rejected': { es: 'Prueba de color rechazada.', en: 'Colour proof rejected.' },
} as const satisfies Record<string, Record<Locale, string>>;
