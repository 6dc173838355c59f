/**
 * Fixed inputs of the media inventory: the 20 providers (fictional Latin
 * American media owners), the mix of media types in main and other cities,
 * price ranges (price: pesos per day; print price: one-off pesos) and the
 * synthetic street names used in unit titles and addresses.
 */
import type { MediaKey } from './catalogue.ts';

/** Total media units seeded (split by country in geography-data.ts ACTIVE_UNITS). */
export const UNIT_TOTAL = 5200;

export type Classification = 'premium' | 'standard' | 'local';

/** Providers in id order; provider 1 is the demo provider user's company. */
export const PROVIDERS: readonly { name: string; iso2: string; classification: Classification }[] = [
  { name: 'Vallas Azteca', iso2: 'MX', classification: 'premium' },
  { name: 'Pantallas del Norte', iso2: 'MX', classification: 'standard' },
  { name: 'Medios Urbanos del Bajío', iso2: 'MX', classification: 'local' },
  { name: 'Exterior Maya', iso2: 'MX', classification: 'local' },
  { name: 'Publicidad Andina', iso2: 'CO', classification: 'premium' },
  { name: 'Vallas del Caribe', iso2: 'CO', classification: 'standard' },
  { name: 'Medios Paisas', iso2: 'CO', classification: 'local' },
  { name: 'Carteles del Plata', iso2: 'AR', classification: 'premium' },
  { name: 'Vía Pública Cuyo', iso2: 'AR', classification: 'local' },
  { name: 'Paneles del Pacífico', iso2: 'PE', classification: 'premium' },
  { name: 'Publicidad Inca', iso2: 'PE', classification: 'standard' },
  { name: 'Soportes Australes', iso2: 'CL', classification: 'premium' },
  { name: 'Vallas Cordillera', iso2: 'CL', classification: 'standard' },
  { name: 'Medios Mitad del Mundo', iso2: 'EC', classification: 'standard' },
  { name: 'Publicidad Quetzal', iso2: 'GT', classification: 'standard' },
  { name: 'Vallas Quisqueya', iso2: 'DO', classification: 'standard' },
  { name: 'Pura Vida Exteriores', iso2: 'CR', classification: 'local' },
  { name: 'Canal Medios', iso2: 'PA', classification: 'standard' },
  { name: 'Rambla Publicidad', iso2: 'UY', classification: 'local' },
  { name: 'Cuscatlán Medios', iso2: 'SV', classification: 'local' },
];

/** How strongly a provider of each class is preferred for its country's units. */
export const CLASS_WEIGHT: Record<Classification, number> = { premium: 3, standard: 2, local: 1 };

/** Share of units owned by a premium provider of another country (regional networks). */
export const FOREIGN_PROVIDER_SHARE = 0.08;

/** Media mix (relative weights) in main cities and in other cities. */
export const MEDIA_MIX_MAIN: readonly (readonly [MediaKey, number])[] = [
  ['billboard', 30],
  ['digital-screen', 18],
  ['bus-shelter', 15],
  ['mupi', 15],
  ['bus', 8],
  ['taxi', 6],
  ['truck', 4],
  ['bike', 4],
];
export const MEDIA_MIX_OTHER: readonly (readonly [MediaKey, number])[] = [
  ['billboard', 55],
  ['digital-screen', 10],
  ['bus-shelter', 10],
  ['mupi', 10],
  ['truck', 10],
  ['bus', 5],
];

/** Mobile media: titled by route, not by a fixed address. */
export const MOBILE_MEDIA: ReadonlySet<MediaKey> = new Set<MediaKey>(['bus', 'truck', 'bike', 'taxi']);

/** Price per day in pesos, [min, max]. */
export const PRICE_RANGE: Record<MediaKey, readonly [number, number]> = {
  billboard: [40, 250],
  'digital-screen': [60, 400],
  'bus-shelter': [20, 90],
  mupi: [15, 70],
  bus: [25, 120],
  truck: [30, 150],
  bike: [10, 40],
  taxi: [15, 60],
  vinyl: [0, 0],
};

/** One-off print price in pesos for printed media, [min, max]; digital media pay none. */
export const PRINT_PRICE_RANGE: readonly [number, number] = [80, 900];

export const SIDES = ['A', 'B'] as const;
export const DIRECTIONS = ['N', 'S', 'E', 'O', 'NE', 'NO', 'SE', 'SO'] as const;
export const TRAFFIC_DIRECTIONS = ['ida', 'vuelta', 'ambos'] as const;

/** Synthetic street names (common across Latin American cities). */
export const STREETS = [
  'Av. Insurgentes',
  'Av. Reforma',
  'Calle Bolívar',
  'Av. San Martín',
  'Av. del Libertador',
  'Calle Juárez',
  'Av. Hidalgo',
  'Av. 9 de Julio',
  'Av. Arequipa',
  'Av. Providencia',
  'Calle 72',
  'Carrera 7',
  'Av. Amazonas',
  'Av. 18 de Julio',
  'Av. Central',
  'Av. Balboa',
  'Av. Winston Churchill',
  'Av. Las Américas',
  'Av. Universidad',
  'Av. Morazán',
  'Calle Real',
  'Av. Colón',
  'Av. Belgrano',
  'Av. Sarmiento',
  'Av. Costanera',
  'Av. Los Próceres',
  'Blvd. Kukulcán',
  'Av. Roosevelt',
  'Paseo Colón',
  'Av. del Ejército',
  'Av. Javier Prado',
  'Calle Sucre',
  'Av. Vicuña Mackenna',
  'Av. Santa Fe',
  'Calzada Independencia',
  'Av. Caracas',
  'Av. 6 de Diciembre',
  'Av. Libertad',
  'Blvd. Los Héroes',
  'Av. Italia',
] as const;
