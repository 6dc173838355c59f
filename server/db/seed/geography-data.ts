/**
 * Hand-kept facts the `country-state-city` package does not carry: Spanish
 * country names, ISO alpha-3 codes, which countries are active in the demo,
 * how many media units each active country gets, and its main cities (names
 * exactly as the package spells them, with the package's state code) that
 * concentrate the units. Coordinates always come from the package.
 */

/** The Latin American countries seeded, in insertion (id) order. */
export const LATAM_ISO2 = [
  'MX',
  'GT',
  'BZ',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
  'CU',
  'DO',
  'PR',
  'CO',
  'VE',
  'EC',
  'PE',
  'BO',
  'BR',
  'PY',
  'CL',
  'AR',
  'UY',
] as const;

/** Spanish names (the package gives English ones). */
export const COUNTRY_NAMES_ES: Record<string, string> = {
  MX: 'México',
  GT: 'Guatemala',
  BZ: 'Belice',
  SV: 'El Salvador',
  HN: 'Honduras',
  NI: 'Nicaragua',
  CR: 'Costa Rica',
  PA: 'Panamá',
  CU: 'Cuba',
  DO: 'República Dominicana',
  PR: 'Puerto Rico',
  CO: 'Colombia',
  VE: 'Venezuela',
  EC: 'Ecuador',
  PE: 'Perú',
  BO: 'Bolivia',
  BR: 'Brasil',
  PY: 'Paraguay',
  CL: 'Chile',
  AR: 'Argentina',
  UY: 'Uruguay',
};

/** ISO 3166-1 alpha-3 codes. */
export const ISO3: Record<string, string> = {
  MX: 'MEX',
  GT: 'GTM',
  BZ: 'BLZ',
  SV: 'SLV',
  HN: 'HND',
  NI: 'NIC',
  CR: 'CRI',
  PA: 'PAN',
  CU: 'CUB',
  DO: 'DOM',
  PR: 'PRI',
  CO: 'COL',
  VE: 'VEN',
  EC: 'ECU',
  PE: 'PER',
  BO: 'BOL',
  BR: 'BRA',
  PY: 'PRY',
  CL: 'CHL',
  AR: 'ARG',
  UY: 'URY',
};

/** Active countries (active = yoda_representation = true), with their share of the 5,200 units. */
export const ACTIVE_UNITS: Record<string, number> = {
  MX: 1100,
  CO: 800,
  AR: 700,
  PE: 600,
  CL: 600,
  EC: 300,
  GT: 250,
  DO: 250,
  CR: 200,
  PA: 200,
  UY: 100,
  SV: 100,
};

/** Active country codes, largest first (the order units are generated in). */
export const ACTIVE_ISO2 = Object.keys(ACTIVE_UNITS);

/** Share of a country's units placed in its main cities; the rest spread over its other seeded cities. */
export const MAIN_CITY_SHARE = 0.65;

/** Main cities per active country: [package state code, package city name, relative weight]. */
export const MAIN_CITIES: Record<string, readonly (readonly [string, string, number])[]> = {
  MX: [
    ['CDMX', 'Ciudad de México', 30],
    ['JAL', 'Guadalajara', 14],
    ['NLE', 'Monterrey', 12],
    ['PUE', 'Puebla', 6],
    ['BCN', 'Tijuana', 5],
    ['GUA', 'León', 4],
    ['QUE', 'Querétaro', 4],
    ['YUC', 'Mérida', 4],
    ['ROO', 'Cancún', 4],
    ['JAL', 'Zapopan', 3],
    ['MEX', 'Toluca', 3],
  ],
  CO: [
    ['DC', 'Bogotá D.C.', 35],
    ['ANT', 'Medellín', 20],
    ['VAC', 'Cali', 15],
    ['ATL', 'Barranquilla', 10],
    ['BOL', 'Cartagena de Indias', 8],
    ['SAN', 'Bucaramanga', 6],
    ['RIS', 'Pereira', 5],
  ],
  AR: [
    ['B', 'Buenos Aires', 45],
    ['X', 'Córdoba', 15],
    ['S', 'Rosario', 12],
    ['M', 'Mendoza', 10],
    ['T', 'San Miguel de Tucumán', 8],
  ],
  PE: [
    ['LIM', 'Lima', 60],
    ['ARE', 'Arequipa', 12],
    ['LAL', 'Trujillo', 10],
    ['LAM', 'Chiclayo', 7],
    ['CUS', 'Cusco', 6],
    ['PIU', 'Piura', 5],
  ],
  CL: [
    ['RM', 'Santiago', 55],
    ['VS', 'Valparaíso', 10],
    ['VS', 'Viña del Mar', 10],
    ['BI', 'Concepción', 10],
    ['AN', 'Antofagasta', 6],
    ['CO', 'La Serena', 5],
    ['AR', 'Temuco', 4],
  ],
  EC: [
    ['P', 'Quito', 40],
    ['G', 'Guayaquil', 40],
    ['A', 'Cuenca', 12],
    ['M', 'Manta', 8],
  ],
  GT: [
    ['GU', 'Guatemala City', 50],
    ['GU', 'Mixco', 15],
    ['QZ', 'Quetzaltenango', 15],
    ['SA', 'Antigua Guatemala', 10],
  ],
  DO: [
    ['01', 'Santo Domingo', 45],
    ['32', 'Santo Domingo Este', 10],
    ['25', 'Santiago de los Caballeros', 20],
    ['11', 'Punta Cana', 10],
    ['12', 'La Romana', 8],
    ['18', 'Puerto Plata', 7],
  ],
  CR: [
    ['SJ', 'San José', 50],
    ['A', 'Alajuela', 15],
    ['H', 'Heredia', 15],
    ['C', 'Cartago', 10],
    ['G', 'Liberia', 10],
  ],
  PA: [
    ['8', 'Panamá', 60],
    ['8', 'San Miguelito', 15],
    ['3', 'Colón', 10],
    ['4', 'David', 10],
  ],
  UY: [
    ['MO', 'Montevideo', 70],
    ['MA', 'Punta del Este', 15],
    ['SA', 'Salto', 8],
    ['PA', 'Paysandú', 7],
  ],
  SV: [
    ['SS', 'San Salvador', 50],
    ['SS', 'Soyapango', 15],
    ['SA', 'Santa Ana', 15],
    ['SM', 'San Miguel', 15],
  ],
};

/** Most cities kept per state (evenly spaced over the package's alphabetical list). */
export const CITIES_PER_STATE = 30;

/**
 * A state's name without the English administrative suffix the package adds
 * ("Guatemala Department" → "Guatemala", "Provincia de Cartago" → "Cartago").
 */
export function cleanStateName(name: string): string {
  return name
    .replace(/ (Department|Province|Municipality)$/u, '')
    .replace(/^Provincia de /u, '')
    .trim();
}

/** The package's phone code in a single form: digits and an optional area part ("+1-809 and 1-829" → "1-809"). */
export function cleanPhoneCode(code: string): string {
  return (code.split(' and ')[0] ?? code).replace(/^\+/u, '').trim();
}
