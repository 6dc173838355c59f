/** Server messages in both interface languages (es, en): Signing in, sessions, limits and the HTTP layer (spec §5, §8; SECURITY.md). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const ACCESS_MESSAGES = {
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
} as const satisfies Record<string, Record<Locale, string>>;
