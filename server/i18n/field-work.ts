/** Server messages in both interface languages (es, en): Field work: order jobs, routes, print work, movements (product.md §4 field operations). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const FIELD_WORK_MESSAGES = {
  'field.not_assigned': { es: 'Este trabajo ya no está asignado a ti.', en: 'This job is no longer assigned to you.' },
  'field.job_closed': {
    es: 'La orden de trabajo está cerrada: ya no admite cambios.',
    en: 'This order job is closed: it can no longer be changed.',
  },
  'field.job_wrong_state': {
    es: 'La orden de trabajo no está en un estado que permita esta acción.',
    en: 'This order job is not in a state that allows this action.',
  },
  'field.job_needs_photos': {
    es: 'Para finalizar, cada unidad de la orden necesita al menos una foto.',
    en: 'To finish, every unit of the job needs at least one photo.',
  },
  'field.route_closed': { es: 'La ruta ya está finalizada.', en: 'This route is already finished.' },
  'field.route_needs_photos': {
    es: 'Para finalizar la ruta, cada parada necesita al menos una foto.',
    en: 'To finish the route, every stop needs at least one photo.',
  },
  'field.not_image': {
    es: 'El archivo no es una imagen válida (JPEG, PNG, WebP o HEIC).',
    en: 'The file is not a valid image (JPEG, PNG, WebP or HEIC).',
  },
  'field.job_updated': { es: 'Orden de trabajo actualizada.', en: 'Order job updated.' },
  'field.job_deleted': { es: 'Orden de trabajo eliminada.', en: 'Order job deleted.' },
  'field.photo_saved': { es: 'Foto guardada.', en: 'Photo saved.' },
  'field.comment_saved': { es: 'Comentario guardado.', en: 'Comment saved.' },
  'field.route_updated': { es: 'Ruta actualizada.', en: 'Route updated.' },
  'print.closed': {
    es: 'La orden de impresión está finalizada: ya no admite cambios.',
    en: 'This print work order is finished: it can no longer be changed.',
  },
  'print.no_going_back': {
    es: 'Solo operaciones puede devolver una tarea a un paso anterior.',
    en: 'Only operations staff can move a task back to an earlier step.',
  },
  'print.needs_delivery': {
    es: 'Para finalizar, todas las tareas deben estar entregadas.',
    en: 'To finish, every task must be delivered.',
  },
  'print.updated': { es: 'Orden de impresión actualizada.', en: 'Print work order updated.' },
  'print.file_attached': { es: 'Archivo adjuntado.', en: 'File attached.' },
  'movement.not_contracted': {
    es: 'Solo se pueden mover unidades de campañas contratadas o reservadas.',
    en: 'Only units of contracted or reserved campaigns can be moved.',
  },
  'movement.not_in_campaign': { es: 'La unidad no está en la campaña.', en: 'The unit is not in the campaign.' },
  'movement.target_unavailable': {
    es: 'La unidad de destino no existe o ya está en la campaña.',
    en: 'The target unit does not exist or is already in the campaign.',
  },
  'movement.last_unit': {
    es: 'La campaña debe conservar al menos una unidad.',
    en: 'The campaign must keep at least one unit.',
  },
  'movement.saved': { es: 'Movimiento registrado.', en: 'Movement saved.' },
  'movement.removed': { es: 'Unidad retirada del contrato.', en: 'Unit removed from the contract.' },
  'print.arts_associated': { es: 'Artes asociadas a la tarea.', en: 'Artwork associated with the task.' },
  'print.arts_accepted': { es: 'Artes aceptadas.', en: 'Artwork accepted.' },
  'print.arts_rejected': { es: 'Artes rechazadas.', en: 'Artwork rejected.' },
  'print.no_arts_pending': {
    es: 'La tarea no tiene artes pendientes de revisión.',
    en: 'The task has no artwork waiting for review.',
  },
  'field.not_technician': {
    es: 'La persona elegida no es un técnico activo.',
    en: 'The person chosen is not an active technician.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
