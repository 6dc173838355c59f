/**
 * Messages the reference server writes itself, in both interface languages
 * (spec §5: es default, en). Validation texts are built per issue in
 * http/validation-messages.ts.
 */
import type { Locale } from '#src/api/contract/common.ts';

const MESSAGES = {
  'auth.unauthenticated': {
    es: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
    en: 'Your session is invalid or has expired. Please sign in again.',
  },
  'auth.forbidden': {
    es: 'No tienes permiso para realizar esta acción.',
    en: 'You do not have permission to perform this action.',
  },
  'auth.password_change_required': {
    es: 'Debes cambiar tu contraseña antes de continuar.',
    en: 'You must change your password before you continue.',
  },
  'auth.failed': { es: 'El correo o la contraseña no son correctos.', en: 'The email or password is incorrect.' },
  'auth.inactive': { es: 'Esta cuenta está desactivada.', en: 'This account is disabled.' },
  'auth.logged_in': { es: 'Sesión iniciada.', en: 'Signed in.' },
  'auth.logged_out': { es: 'Sesión cerrada.', en: 'Signed out.' },
  'auth.first_access_invalid': {
    es: 'El correo o el código de primer acceso no son válidos. Tras {max} códigos incorrectos el código se anula y debes pedir uno nuevo.',
    en: 'The email or first-access code is not valid. After {max} wrong codes the code is cancelled and you must ask for a new one.',
  },
  'auth.password_common': {
    es: 'Esta contraseña es demasiado común o fácil de adivinar. Elige otra, por ejemplo una frase de varias palabras.',
    en: 'This password is too common or easy to guess. Choose another one, for example a phrase of several words.',
  },
  'rate.too_many': {
    es: 'Demasiados intentos. Inténtalo de nuevo en {minutes} min.',
    en: 'Too many attempts. Try again in {minutes} min.',
  },
  'auth.reset_sent': {
    es: 'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.',
    en: 'If the email is registered, we sent you a link to reset your password.',
  },
  'auth.reset_invalid': {
    es: 'El enlace para restablecer la contraseña no es válido o ha expirado.',
    en: 'The password reset link is invalid or has expired.',
  },
  'auth.reset_done': {
    es: 'Tu contraseña fue restablecida. Ya puedes iniciar sesión.',
    en: 'Your password has been reset. You can sign in now.',
  },
  'auth.registered': { es: 'Tu cuenta fue creada.', en: 'Your account has been created.' },
  'auth.password_changed': { es: 'Contraseña actualizada.', en: 'Password updated.' },
  'auth.current_password_wrong': {
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is incorrect.',
  },
  'auth.reset_mail_subject': { es: 'Restablece tu contraseña de Pauta', en: 'Reset your Pauta password' },
  'profile.updated': { es: 'Perfil actualizado.', en: 'Profile updated.' },
  'profile.photo_updated': { es: 'Foto de perfil actualizada.', en: 'Profile photo updated.' },
  'files.uploaded': { es: 'Archivo subido.', en: 'File uploaded.' },
  'files.too_large': {
    es: 'El archivo es demasiado grande (máximo {max}).',
    en: 'The file is too large (at most {max}).',
  },
  'files.not_image': {
    es: 'El archivo debe ser una imagen ({formats}).',
    en: 'The file must be an image ({formats}).',
  },
  'files.type_not_accepted': {
    es: 'Este tipo de archivo no se acepta aquí. Formatos aceptados: {formats}.',
    en: 'This type of file is not accepted here. Accepted formats: {formats}.',
  },
  'files.not_readable': {
    es: 'El archivo no existe o no tienes acceso a él.',
    en: 'The file does not exist or you have no access to it.',
  },
  'language.switched': { es: 'Idioma cambiado a español.', en: 'Language switched to English.' },
  'contact.sent': {
    es: 'Gracias, recibimos tu mensaje. Te contactaremos pronto.',
    en: 'Thank you, we received your message. We will contact you soon.',
  },
  'validation.failed': { es: 'Los datos enviados no son válidos.', en: 'The given data was invalid.' },
  'validation.unique_email': {
    es: 'Ya existe una cuenta con este correo.',
    en: 'An account with this email already exists.',
  },
  'validation.unknown_country': { es: 'El país seleccionado no existe.', en: 'The selected country does not exist.' },
  'http.not_found': { es: 'No encontrado.', en: 'Not Found.' },
  'http.malformed_json': {
    es: 'El cuerpo de la petición no es JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  'http.too_large': {
    es: 'La petición es demasiado grande (máximo {max}).',
    en: 'The request is too large (at most {max}).',
  },
  'idempotency.invalid_key': {
    es: 'La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres.',
    en: 'The Idempotency-Key header must be 1 to 200 characters long.',
  },
  'idempotency.mismatch': {
    es: 'Esta clave de idempotencia ya se usó con otra petición.',
    en: 'This idempotency key was already used with a different request.',
  },
  'idempotency.in_progress': {
    es: 'Una petición con esta clave de idempotencia todavía se está procesando. Inténtalo de nuevo en un momento.',
    en: 'A request with this idempotency key is still being processed. Try again in a moment.',
  },
  'http.server_error': { es: 'Ocurrió un error en el servidor.', en: 'Something went wrong on the server.' },
  'reference.title': { es: 'Referencia de la API de Pauta', en: 'Pauta API reference' },
  'reference.intro': {
    es: '{count} llamadas, generadas del contrato. Envía Authorization: Bearer <token> (de session.login) e Idempotency-Key en las escrituras. Documento OpenAPI 3.1:',
    en: '{count} calls, generated from the contract. Send Authorization: Bearer <token> (from session.login) and Idempotency-Key on writes. OpenAPI 3.1 document:',
  },
  'reference.areas': { es: 'Áreas', en: 'Areas' },
  'reference.method': { es: 'Método', en: 'Method' },
  'reference.path': { es: 'Ruta', en: 'Path' },
  'reference.name': { es: 'Nombre', en: 'Name' },
  'reference.access': { es: 'Quién puede llamarla', en: 'Who may call it' },
  'reference.spec': { es: 'Especificación', en: 'Spec' },
  'reference.public': { es: 'Cualquiera', en: 'Anyone' },
  'reference.signed_in': { es: 'Cualquier cuenta con sesión', en: 'Any signed-in account' },
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
  'csv.not_text': { es: 'El archivo no es un CSV de texto (UTF-8).', en: 'The file is not a text CSV (UTF-8).' },
  'csv.malformed': { es: 'El archivo no es un CSV válido: {reason}', en: 'The file is not a valid CSV: {reason}' },
  'csv.empty': { es: 'El archivo no tiene filas de unidades.', en: 'The file has no unit rows.' },
  'csv.missing_headers': {
    es: 'Faltan columnas obligatorias: {headers}.',
    en: 'Required columns are missing: {headers}.',
  },
  'csv.too_many_rows': {
    es: 'El archivo tiene demasiadas filas (máximo {max}).',
    en: 'The file has too many rows (at most {max}).',
  },
  'csv.row_width': {
    es: 'La fila tiene {found} columnas; se esperaban {expected}.',
    en: 'The row has {found} columns; {expected} were expected.',
  },
  'rules.saved': { es: 'Regla guardada.', en: 'Rule saved.' },
  'rules.deleted': { es: 'Regla eliminada.', en: 'Rule deleted.' },
  'rules.duration_required': { es: 'Indica la duración en días.', en: 'Give the duration in days.' },
  'rules.value_required': { es: 'Indica el porcentaje.', en: 'Give the percent.' },
  'rules.units_not_yours': {
    es: 'Algunas unidades no son tuyas o no son de ese tipo de medio.',
    en: 'Some units are not yours or not of that media type.',
  },
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
