/**
 * Demo integrations (src/api/contract/integrations.ts): for the demo provider, one `file` connection holding a small
 * CSV of five new billboards written as a media owner's own system exports them (Spanish headers, prices with a
 * decimal comma, sides in words), one data specification mapping those columns to the unit import's fields (with
 * `trim`, `number` and a `map` of the sides) and one `import_units` pipeline joining them, never run: the demo
 * provider's first sync creates the five units. Geography and media type are those of the provider's first seeded
 * unit. Deterministic, ids explicit; the file's id follows the highest file id of the batches before.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { at } from './helpers.ts';

/** A seed batch (index.ts `Batch`). */
interface Batch {
  name: string;
  table: PgTable;
  rows: readonly Record<string, unknown>[];
  serial: boolean;
}

type UnitSeed = {
  providerId: number;
  mediaTypeId: number;
  countryId: number;
  stateId: number;
  cityId: number;
  lat: number;
  lng: number;
};

/** The demo CSV's header, in the provider's words. */
const HEADER = [
  'Nombre',
  'Tipo',
  'Direccion',
  'Latitud',
  'Longitud',
  'Pais',
  'Estado',
  'Ciudad',
  'Cara',
  'Orientacion',
  'Sentido',
  'Trafico diario',
  'Horario',
  'Precio dia',
  'Precio impresion',
  'Precio minimo',
  'Minimo impresion',
];

/** The specification's fields: source column, target field, function, argument. */
const FIELDS: [string, string, string, string][] = [
  ['Nombre', 'title', 'trim', ''],
  ['Tipo', 'media_type_id', 'integer', ''],
  ['Direccion', 'address', 'trim', ''],
  ['Latitud', 'lat', 'number', ''],
  ['Longitud', 'lng', 'number', ''],
  ['Pais', 'country_id', 'integer', ''],
  ['Estado', 'state_id', 'integer', ''],
  ['Ciudad', 'city_id', 'integer', ''],
  ['Cara', 'side', 'map', 'frente=A;reverso=B'],
  ['Orientacion', 'direction', 'upper', ''],
  ['Sentido', 'traffic_direction', 'lower', ''],
  ['Trafico diario', 'daily_traffic', 'integer', ''],
  ['Horario', 'schedule', 'trim', ''],
  ['Precio dia', 'price', 'number', ''],
  ['Precio impresion', 'print_price', 'number', ''],
  ['Precio minimo', 'min_price', 'number', ''],
  ['Minimo impresion', 'min_print_price', 'number', ''],
];

/** The demo CSV (module doc): five rows around the unit `u`. */
export function demoSourceCsv(u: UnitSeed): string {
  const rows = [1, 2, 3, 4, 5].map((i) =>
    [
      ` Espectacular Integración ${i} `,
      u.mediaTypeId,
      `Avenida del Conector ${100 + i}`,
      (u.lat + i / 1000).toFixed(6).replace('.', ','),
      (u.lng - i / 1000).toFixed(6).replace('.', ','),
      u.countryId,
      u.stateId,
      u.cityId,
      i % 2 ? 'frente' : 'reverso',
      'n',
      'AMBOS',
      `${20 + i}.000`,
      '24h',
      `${1500 + i * 10},00`,
      '350,00',
      '1.200,00',
      '250,00',
    ]
      .map((c) => `"${String(c)}"`)
      .join(';'),
  );
  return `${[HEADER.join(';'), ...rows].join('\n')}\n`;
}

/**
 * The batches before (unchanged) followed by the demo integrations (module doc).
 * @throws Error when the demo provider or its units are missing
 */
export function withIntegrationBatches(
  anchor: string,
  users: readonly { id?: number; email: string; providerId?: number | null }[],
  units: readonly UnitSeed[],
  before: Batch[],
): Batch[] {
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'provider')?.email;
  const provider = users.find((u) => u.email === email);
  const unit = units.find((u) => u.providerId === provider?.providerId);
  if (!provider?.id || !provider.providerId || !unit) throw new Error('seed: no demo provider unit for integrations');
  const fileId =
    1 + Math.max(0, ...before.filter((b) => b.table === s.files).flatMap((b) => b.rows.map((r) => Number(r.id ?? 0))));
  const when = at(anchor, -7, 11, 0);
  const data = new TextEncoder().encode(demoSourceCsv(unit));
  const owner = { providerId: provider.providerId, userId: provider.id, createdAt: when, updatedAt: when };
  return [
    ...before,
    {
      name: 'integration_files',
      table: s.files,
      rows: [
        {
          id: fileId,
          ownerId: provider.id,
          name: 'inventario-espectaculares.csv',
          mime: 'text/csv',
          size: data.byteLength,
          data,
          createdAt: when,
        },
      ],
      serial: false,
    },
    {
      name: 'connections',
      table: s.connections,
      rows: [
        {
          id: 1,
          ...owner,
          name: 'Inventario (CSV del sistema propio)',
          type: 'file',
          authMethod: 'file',
          fileId,
          columns: HEADER,
        },
      ],
      serial: true,
    },
    {
      name: 'data_specifications',
      table: s.dataSpecifications,
      rows: [
        {
          id: 1,
          ...owner,
          name: 'Espectaculares → unidades',
          target: 'units',
          fields: FIELDS.map(([source, target, fn, argument]) => ({ source, target, function: fn, argument })),
        },
      ],
      serial: true,
    },
    {
      name: 'connection_pipelines',
      table: s.connectionPipelines,
      rows: [
        {
          id: 1,
          ...owner,
          name: 'Importar espectaculares',
          type: 'import_units',
          connectionId: 1,
          dataSpecificationId: 1,
        },
      ],
      serial: true,
    },
  ];
}
