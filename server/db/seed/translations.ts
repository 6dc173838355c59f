/**
 * Server translation sections (spec §3): key/text pairs per locale. Each entry
 * is [Spanish, English], so both locales always carry the same keys.
 */
import { LANDING_TEXTS } from '#src/lib/landing-texts.ts';
import type { translations } from '../schema.ts';

export const TRANSLATION_LOCALES = ['es', 'en'] as const;

export const TRANSLATIONS: Record<string, Record<string, readonly [string, string]>> = {
  general: {
    app_name: ['Pauta', 'Pauta'],
    tagline: [
      'La plataforma de compra automatizada de medios out-of-home más grande de Latinoamérica',
      'The largest automated out-of-home media buying platform in Latin America',
    ],
    save: ['Guardar', 'Save'],
    cancel: ['Cancelar', 'Cancel'],
    accept: ['Aceptar', 'Accept'],
    delete: ['Eliminar', 'Delete'],
    edit: ['Editar', 'Edit'],
    search: ['Buscar', 'Search'],
    loading: ['Cargando…', 'Loading…'],
    back_home: ['Volver al inicio', 'Back to the home page'],
    not_found: ['No se pudo encontrar esta página', 'This page could not be found'],
    offline: [
      'Sin conexión: los cambios se enviarán al reconectar',
      'Offline: changes will be sent when you reconnect',
    ],
    exit: ['Salir', 'Exit'],
  },
  // the public site's texts, as its pages are prerendered with them (src/landing/texts.ts)
  landing: LANDING_TEXTS,
  // content documents (POST /_content/{path}): the public site's terms and privacy policy
  content: {
    'terms.title': LANDING_TEXTS.terms,
    'terms.body': LANDING_TEXTS.terms_text,
    'privacy.title': LANDING_TEXTS.privacy,
    'privacy.body': LANDING_TEXTS.privacy_text,
  },
  login: {
    title: ['Inicia sesión', 'Sign in'],
    email: ['Correo electrónico', 'Email'],
    password: ['Contraseña', 'Password'],
    submit: ['Ingresar', 'Sign in'],
    forgot: ['¿Olvidaste tu contraseña?', 'Forgot your password?'],
    no_account: ['¿No tienes cuenta?', "Don't have an account?"],
    register_link: ['Regístrate', 'Sign up'],
    invalid_credentials: ['Correo o contraseña incorrectos', 'Incorrect email or password'],
    first_access: ['Primer acceso', 'First access'],
  },
  password: {
    forgot_title: ['Recupera tu contraseña', 'Recover your password'],
    forgot_help: ['Te enviaremos un enlace para restablecerla', 'We will send you a link to reset it'],
    send_link: ['Enviar enlace', 'Send link'],
    reset_title: ['Nueva contraseña', 'New password'],
    new_password: ['Nueva contraseña', 'New password'],
    confirm_password: ['Confirma la contraseña', 'Confirm the password'],
    change_title: ['Cambia tu contraseña', 'Change your password'],
    mismatch: ['Las contraseñas no coinciden', 'The passwords do not match'],
    min_length: ['Debe tener al menos 12 caracteres', 'It must be at least 12 characters long'],
    updated: ['Tu contraseña fue actualizada', 'Your password was updated'],
  },
  register: {
    title: ['Crea tu cuenta', 'Create your account'],
    name: ['Nombre completo', 'Full name'],
    email: ['Correo electrónico', 'Email'],
    phone: ['Teléfono', 'Phone'],
    company: ['Empresa', 'Company'],
    country: ['País', 'Country'],
    client_type: ['Tipo de cliente', 'Client type'],
    terms: ['Acepto los términos y condiciones', 'I accept the terms and conditions'],
    submit: ['Registrarme', 'Sign up'],
    success: ['Revisa tu correo para continuar', 'Check your email to continue'],
  },
  dashboard: {
    welcome: ['Bienvenido', 'Welcome'],
    home: ['Inicio', 'Home'],
    campaigns: ['Campañas', 'Campaigns'],
    proposals: ['Propuestas', 'Proposals'],
    bookings: ['Reservas', 'Bookings'],
    contracts: ['Contratos', 'Contracts'],
    units: ['Medios', 'Media units'],
    order_jobs: ['Órdenes de trabajo', 'Order jobs'],
    routes: ['Rutas', 'Routes'],
    availability: ['Disponibilidad', 'Availability'],
    reports: ['Reportes', 'Reports'],
    help: ['Ayuda', 'Help'],
    logout: ['Cerrar sesión', 'Sign out'],
    sync_pending: ['Cambios pendientes de sincronizar', 'Changes waiting to sync'],
  },
};

/** The translations table rows, Spanish first; ids in insertion order. */
export function translationRows(): (typeof translations.$inferInsert)[] {
  const rows: (typeof translations.$inferInsert)[] = [];
  TRANSLATION_LOCALES.forEach((locale, li) => {
    for (const [section, entries] of Object.entries(TRANSLATIONS)) {
      for (const [key, texts] of Object.entries(entries)) {
        rows.push({ id: rows.length + 1, locale, section, key, text: texts[li] as string });
      }
    }
  });
  return rows;
}
