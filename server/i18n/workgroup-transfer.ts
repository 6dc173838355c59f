/**
 * Server texts in both interface languages (es, en) of the workgroups' spreadsheet import and export (issue 19;
 * src/api/contract/workgroup-transfer.ts), gathered into server/i18n.ts `MESSAGES` so `msg` reaches them. The
 * column names of the files are server/domain/workgroup-sheet.ts `SHEET_WORDS` (some are the same in both
 * languages, which the messages' test refuses for answers).
 */
import type { Locale } from '#src/api/contract/common.ts';

const m = (es: string, en: string) => ({ es, en });

export const WORKGROUP_TRANSFER_MESSAGES = {
  'transfer.admins_only': m(
    'Solo los administradores del grupo pueden importar.',
    'Only the workgroup’s admins can import.',
  ),
  'transfer.choose': m('Elige el grupo de trabajo (workgroup_id).', 'Choose the workgroup (workgroup_id).'),
  'transfer.not_sheet': m(
    'El archivo no es una hoja de cálculo .xlsx ni un CSV de texto (UTF-8).',
    'The file is neither an .xlsx spreadsheet nor a text CSV (UTF-8).',
  ),
  'transfer.unreadable': m('No se puede leer la hoja de cálculo: {reason}', 'The spreadsheet cannot be read: {reason}'),
  'transfer.too_big_unzipped': m(
    'La hoja de cálculo descomprimida ocupa demasiado (máximo {max}).',
    'The spreadsheet is too large once unzipped (at most {max}).',
  ),
  'transfer.missing_headers': m(
    'Faltan columnas en la primera fila: {headers}.',
    'Columns missing from the first row: {headers}.',
  ),
  'transfer.empty': m('El archivo no tiene filas bajo el encabezado.', 'The file has no rows under the header.'),
  'transfer.too_many_rows': m('El archivo tiene más de {max} filas.', 'The file has more than {max} rows.'),
  'transfer.required': m('Es obligatorio.', 'Is required.'),
  'transfer.bad_email': m('No es una dirección de correo válida.', 'Is not a valid email address.'),
  'transfer.no_customer': m('No hay ningún cliente con esa dirección.', 'There is no customer with that address.'),
  'transfer.not_member': m('No es miembro de este grupo de trabajo.', 'Is not a member of this workgroup.'),
  'transfer.repeated': m('Repetido: ya está en la fila {row}.', 'Repeated: already in row {row}.'),
  'transfer.bad_role': m('Debe ser admin o member.', 'Must be admin or member.'),
  'transfer.bad_permissions': m('Permisos desconocidos: {names}.', 'Unknown permissions: {names}.'),
  'transfer.last_admin': m('Un grupo conserva al menos un administrador.', 'A workgroup keeps at least one admin.'),
  'transfer.pending': m('Esa dirección ya tiene una invitación pendiente.', 'That address has a pending invitation.'),
  'transfer.invite_role': m(
    'Una invitación entra como member: asigna el rol cuando se haya unido.',
    'An invitation joins as a member: give the role once it has joined.',
  ),
  'transfer.invite_permissions': m(
    'Una invitación no lleva permisos: dalos cuando se haya unido.',
    'An invitation carries no permissions: give them once it has joined.',
  ),
  'transfer.imported': m(
    '{created} creados, {updated} actualizados, {refused} rechazados.',
    '{created} created, {updated} updated, {refused} refused.',
  ),
} as const satisfies Record<string, Record<Locale, string>>;
