/** Server messages in both interface languages (es, en): proposals (issue 16). Gathered by server/i18n.ts. */
import type { Locale } from '#src/api/contract/common.ts';

export const PROPOSALS_MESSAGES = {
  'proposals.saved': { es: 'Propuesta guardada.', en: 'Proposal saved.' },
  'proposals.removed': { es: 'Propuesta eliminada.', en: 'Proposal removed.' },
  'proposals.units_added': { es: 'Unidades agregadas a la propuesta.', en: 'Units added to the proposal.' },
  'proposals.unit_removed': { es: 'Unidad quitada de la propuesta.', en: 'Unit removed from the proposal.' },
  'proposals.files_added': { es: 'Archivos agregados a la propuesta.', en: 'Files added to the proposal.' },
  'proposals.checked': { es: 'Propuesta revisada.', en: 'Proposal checked.' },
  'proposals.booked': {
    es: 'Propuesta reservada: sus unidades quedan retenidas.',
    en: 'Proposal booked: its units are held.',
  },
  'proposals.contracted': { es: 'Propuesta convertida en contrato.', en: 'Proposal turned into a contract.' },
  'proposals.locked': {
    es: 'La propuesta ya es una reserva o un contrato, o fue eliminada: no admite cambios.',
    en: 'The proposal is already a booking or a contract, or was removed: it takes no changes.',
  },
  'proposals.already_booked': {
    es: 'La propuesta ya tiene una reserva vigente.',
    en: 'The proposal already has a booking that holds.',
  },
  'proposals.already_contracted': { es: 'La propuesta ya es un contrato.', en: 'The proposal is already a contract.' },
  'proposals.remove_booked': {
    es: 'La propuesta ya es una reserva: elimine o rechace la reserva antes de eliminarla.',
    en: 'The proposal is already a booking: remove or reject the booking before removing it.',
  },
  'proposals.remove_contracted': {
    es: 'La propuesta ya es un contrato: no se puede eliminar.',
    en: 'The proposal is already a contract: it cannot be removed.',
  },
  'proposals.client_unknown': {
    es: 'Elija un cliente suyo.',
    en: 'Choose one of your customers.',
  },
  'proposals.dates_reversed': {
    es: 'La fecha de inicio debe ser anterior o igual a la de fin.',
    en: 'The start date must be on or before the end date.',
  },
  'proposals.no_dates': {
    es: 'Indique las fechas: la propuesta y el segmento no tienen.',
    en: 'Give the dates: neither the proposal nor the segment has them.',
  },
  'proposals.unit_unknown': {
    es: 'La unidad {id} no existe o no está activa.',
    en: 'Unit {id} does not exist or is not active.',
  },
  'proposals.unit_not_in': { es: 'La propuesta no tiene esa unidad.', en: 'The proposal does not have that unit.' },
  'proposals.empty': { es: 'La propuesta no tiene unidades.', en: 'The proposal has no units.' },
  'proposals.unit_busy': {
    es: '{unit} está ocupada por {holder} del {start} al {end}.',
    en: '{unit} is taken by {holder} from {start} to {end}.',
  },
  'proposals.units_busy': {
    es: 'Unidades ocupadas en esas fechas: {count}. Reemplácelas o cambie sus fechas.',
    en: 'Units taken on those dates: {count}. Replace them or change their dates.',
  },
  'proposals.circuit_empty': {
    es: 'Ese circuito no tiene unidades activas.',
    en: 'That circuit has no active units.',
  },
  'proposals.csv_headers': {
    es: 'El archivo debe tener una columna sku o unit_id.',
    en: 'The file must have an sku or unit_id column.',
  },
  'proposals.csv_too_many': {
    es: 'El archivo tiene más de {max} filas.',
    en: 'The file has more than {max} rows.',
  },
  'proposals.csv_unknown_unit': { es: 'No hay una unidad con ese SKU.', en: 'No unit has that SKU.' },
  'proposals.csv_bad_date': {
    es: 'Fecha no válida (use AAAA-MM-DD).',
    en: 'Invalid date (use YYYY-MM-DD).',
  },
  'proposals.csv_bad_number': {
    es: 'Precio o cantidad no válidos.',
    en: 'Invalid price or quantity.',
  },
  'proposals.csv_already_in': { es: 'La unidad ya está en la propuesta.', en: 'The unit is already in the proposal.' },
  'proposals.csv_done': {
    es: 'Unidades agregadas: {added}. Filas rechazadas: {refused}.',
    en: 'Units added: {added}. Rows refused: {refused}.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
