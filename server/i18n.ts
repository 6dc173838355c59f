/**
 * Messages the reference server writes itself, in both interface languages
 * (spec §5: es default, en). Validation texts are built per issue in
 * http/validation-messages.ts.
 */
import type { Locale } from '../src/api/contract/common.ts';

const MESSAGES = {
  'auth.unauthenticated': { es: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.', en: 'Your session is invalid or has expired. Please sign in again.' },
  'auth.forbidden': { es: 'No tienes permiso para realizar esta acción.', en: 'You do not have permission to perform this action.' },
  'auth.password_change_required': { es: 'Debes cambiar tu contraseña antes de continuar.', en: 'You must change your password before you continue.' },
  'auth.failed': { es: 'El correo o la contraseña no son correctos.', en: 'The email or password is incorrect.' },
  'auth.inactive': { es: 'Esta cuenta está desactivada.', en: 'This account is disabled.' },
  'auth.logged_in': { es: 'Sesión iniciada.', en: 'Signed in.' },
  'auth.logged_out': { es: 'Sesión cerrada.', en: 'Signed out.' },
  'auth.first_access_invalid': { es: 'El código de primer acceso no es válido.', en: 'The first-access code is not valid.' },
  'auth.reset_sent': { es: 'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.', en: 'If the email is registered, we sent you a link to reset your password.' },
  'auth.reset_invalid': { es: 'El enlace para restablecer la contraseña no es válido o ha expirado.', en: 'The password reset link is invalid or has expired.' },
  'auth.reset_done': { es: 'Tu contraseña fue restablecida. Ya puedes iniciar sesión.', en: 'Your password has been reset. You can sign in now.' },
  'auth.registered': { es: 'Tu cuenta fue creada.', en: 'Your account has been created.' },
  'auth.password_changed': { es: 'Contraseña actualizada.', en: 'Password updated.' },
  'auth.current_password_wrong': { es: 'La contraseña actual no es correcta.', en: 'The current password is incorrect.' },
  'auth.reset_mail_subject': { es: 'Restablece tu contraseña de Pauta', en: 'Reset your Pauta password' },
  'profile.updated': { es: 'Perfil actualizado.', en: 'Profile updated.' },
  'profile.photo_updated': { es: 'Foto de perfil actualizada.', en: 'Profile photo updated.' },
  'files.uploaded': { es: 'Archivo subido.', en: 'File uploaded.' },
  'files.too_large': { es: 'El archivo es demasiado grande (máximo {max}).', en: 'The file is too large (at most {max}).' },
  'files.not_image': { es: 'El archivo debe ser una imagen.', en: 'The file must be an image.' },
  'language.switched': { es: 'Idioma cambiado a español.', en: 'Language switched to English.' },
  'contact.sent': { es: 'Gracias, recibimos tu mensaje. Te contactaremos pronto.', en: 'Thank you, we received your message. We will contact you soon.' },
  'validation.failed': { es: 'Los datos enviados no son válidos.', en: 'The given data was invalid.' },
  'validation.unique_email': { es: 'Ya existe una cuenta con este correo.', en: 'An account with this email already exists.' },
  'validation.unknown_country': { es: 'El país seleccionado no existe.', en: 'The selected country does not exist.' },
  'http.not_found': { es: 'No encontrado.', en: 'Not Found.' },
  'http.malformed_json': { es: 'El cuerpo de la petición no es JSON válido.', en: 'The request body is not valid JSON.' },
  'http.too_large': { es: 'La petición es demasiado grande (máximo {max}).', en: 'The request is too large (at most {max}).' },
  'idempotency.invalid_key': { es: 'La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres.', en: 'The Idempotency-Key header must be 1 to 200 characters long.' },
  'idempotency.mismatch': { es: 'Esta clave de idempotencia ya se usó con otra petición.', en: 'This idempotency key was already used with a different request.' },
  'idempotency.in_progress': { es: 'Una petición con esta clave de idempotencia todavía se está procesando. Inténtalo de nuevo en un momento.', en: 'A request with this idempotency key is still being processed. Try again in a moment.' },
  'http.server_error': { es: 'Ocurrió un error en el servidor.', en: 'Something went wrong on the server.' },
  'field.not_assigned': { es: 'Este trabajo ya no está asignado a ti.', en: 'This job is no longer assigned to you.' },
  'field.job_closed': { es: 'La orden de trabajo está cerrada: ya no admite cambios.', en: 'This order job is closed: it can no longer be changed.' },
  'field.job_wrong_state': { es: 'La orden de trabajo no está en un estado que permita esta acción.', en: 'This order job is not in a state that allows this action.' },
  'field.job_needs_photos': { es: 'Para finalizar, cada unidad de la orden necesita al menos una foto.', en: 'To finish, every unit of the job needs at least one photo.' },
  'field.route_closed': { es: 'La ruta ya está finalizada.', en: 'This route is already finished.' },
  'field.route_needs_photos': { es: 'Para finalizar la ruta, cada parada necesita al menos una foto.', en: 'To finish the route, every stop needs at least one photo.' },
  'field.not_image': { es: 'El archivo no es una imagen válida (JPEG, PNG, WebP o HEIC).', en: 'The file is not a valid image (JPEG, PNG, WebP or HEIC).' },
  'field.job_updated': { es: 'Orden de trabajo actualizada.', en: 'Order job updated.' },
  'field.job_deleted': { es: 'Orden de trabajo eliminada.', en: 'Order job deleted.' },
  'field.photo_saved': { es: 'Foto guardada.', en: 'Photo saved.' },
  'field.comment_saved': { es: 'Comentario guardado.', en: 'Comment saved.' },
  'field.route_updated': { es: 'Ruta actualizada.', en: 'Route updated.' },
  'print.closed': { es: 'La orden de impresión está finalizada: ya no admite cambios.', en: 'This print work order is finished: it can no longer be changed.' },
  'print.no_going_back': { es: 'Solo operaciones puede devolver una tarea a un paso anterior.', en: 'Only operations staff can move a task back to an earlier step.' },
  'print.needs_delivery': { es: 'Para finalizar, todas las tareas deben estar entregadas.', en: 'To finish, every task must be delivered.' },
  'print.updated': { es: 'Orden de impresión actualizada.', en: 'Print work order updated.' },
  'print.file_attached': { es: 'Archivo adjuntado.', en: 'File attached.' },
  'movement.not_contracted': { es: 'Solo se pueden mover unidades de campañas contratadas o reservadas.', en: 'Only units of contracted or reserved campaigns can be moved.' },
  'movement.not_in_campaign': { es: 'La unidad no está en la campaña.', en: 'The unit is not in the campaign.' },
  'movement.target_unavailable': { es: 'La unidad de destino no existe o ya está en la campaña.', en: 'The target unit does not exist or is already in the campaign.' },
  'movement.last_unit': { es: 'La campaña debe conservar al menos una unidad.', en: 'The campaign must keep at least one unit.' },
  'movement.saved': { es: 'Movimiento registrado.', en: 'Movement saved.' },
  'movement.removed': { es: 'Unidad retirada del contrato.', en: 'Unit removed from the contract.' },
  'print.arts_associated': { es: 'Artes asociadas a la tarea.', en: 'Artwork associated with the task.' },
  'print.arts_accepted': { es: 'Artes aceptadas.', en: 'Artwork accepted.' },
  'print.arts_rejected': { es: 'Artes rechazadas.', en: 'Artwork rejected.' },
  'print.no_arts_pending': { es: 'La tarea no tiene artes pendientes de revisión.', en: 'The task has no artwork waiting for review.' },
  'field.not_technician': { es: 'La persona elegida no es un técnico activo.', en: 'The person chosen is not an active technician.' },
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
  'campaign.dates_first': { es: 'Elige primero fechas para el tipo de medio', en: 'Choose dates for the media type first' },
  'campaign.unit_busy': { es: 'La unidad {title} está ocupada del {from} al {to} por otra campaña', en: 'Unit {title} is booked from {from} to {to} by another campaign' },
  'campaign.unit_unavailable': { es: 'La unidad {title} no está disponible: está inactiva o fue dada de baja.', en: 'Unit {title} is not available: it is inactive or was removed.' },
  'campaign.unit_not_in_package': { es: 'La unidad {title} no es del paquete de la campaña.', en: 'Unit {title} is not in the campaign\'s package.' },
  'campaign.not_in_cart': { es: 'La unidad no está en el carrito.', en: 'The unit is not in the cart.' },
  'campaign.locked': { es: 'La campaña está contratada, finalizada o cancelada: ya no admite cambios.', en: 'The campaign is contracted, finished or cancelled: it can no longer be changed.' },
  'campaign.already_reserved': { es: 'La campaña ya está reservada.', en: 'The campaign is already reserved.' },
  'campaign.not_reserved': { es: 'La campaña no tiene una reserva abierta.', en: 'The campaign has no open reservation.' },
  'campaign.cannot_contract': { es: 'Para contratar, la campaña debe estar reservada o tener el precio aceptado.', en: 'To make the contract, the campaign must be reserved or have its price accepted.' },
  'campaign.finished': { es: 'Una campaña finalizada no se puede cancelar.', en: 'A finished campaign cannot be cancelled.' },
  'campaign.empty_cart': { es: 'La campaña no tiene unidades en el carrito.', en: 'The campaign has no units in its cart.' },
  'campaign.client_required': { es: 'Elige el cliente de la campaña.', en: 'Choose the campaign\'s client.' },
  'campaign.unknown_client': { es: 'El cliente elegido no existe.', en: 'The chosen client does not exist.' },
  'campaign.package_required': { es: 'Elige un paquete.', en: 'Choose a package.' },
  'campaign.package_country': { es: 'El paquete no es de ninguno de los países de la campaña.', en: 'The package is not from any of the campaign\'s countries.' },
  'campaign.package_days': { es: 'Cantidad de días {field} deberia ser {days}', en: 'Number of days in {field} should be {days}' },
  'campaign.package_field': { es: 'del paquete', en: 'the package' },
  'campaign.not_country': { es: 'El país no es de la campaña.', en: 'The country is not one of the campaign\'s.' },
  'campaign.not_media_type': { es: 'El tipo de medio no es de este país en la campaña.', en: 'The media type is not one of this country\'s in the campaign.' },
  'campaign.wrong_category': { es: 'El tipo de medio no corresponde a la categoría de la campaña.', en: 'The media type does not match the campaign\'s category.' },
  'campaign.percent_sum': { es: 'Los porcentajes de {country} deben sumar 100 (suman {sum}).', en: 'The percents of {country} must add up to 100 (they add up to {sum}).' },
  'campaign.end_before_start': { es: 'La fecha de fin no puede ser anterior a la de inicio.', en: 'The end date cannot be before the start date.' },
  'campaign.unknown_option': { es: 'La opción elegida no existe.', en: 'The chosen option does not exist.' },
  'campaign.unknown_pois': { es: 'Algunos puntos de interés no existen: {ids}.', en: 'Some points of interest do not exist: {ids}.' },
  'campaign.min_over_max': { es: 'El precio mínimo no puede ser mayor que el máximo.', en: 'The minimum price cannot be above the maximum.' },
  'campaign.below_minimum': { es: 'No puede ser menor que el mínimo de la unidad ({min}).', en: 'It cannot be below the unit\'s minimum ({min}).' },
  'campaign.too_many_spots': { es: 'La unidad tiene {spots} espacios.', en: 'The unit has {spots} spots.' },
  'rule.side_a': { es: 'Recargo por cara A', en: 'Side-A surcharge' },
  'rule.buy_time': { es: 'Compra por periodos', en: 'Buy by periods' },
  'rule.min_buy_time': { es: 'Tiempo mínimo de compra', en: 'Minimum buy time' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The message for `key` in `locale`, with `{name}` placeholders filled from `vars`. */
export function msg(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/** Picks es or en from an explicit value, a cookie and an Accept-Language header, in that order (default es). */
export function pickLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const c of candidates) {
    const lang = c?.trim().slice(0, 2).toLowerCase();
    if (lang === 'es' || lang === 'en') return lang;
  }
  return 'es';
}

/** Human size: 20971520 → "20 MB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
