/**
 * Demo customer profiles, brands and customer brands (issue 19; docs/customers-workgroups.md; GET /agencies,
 * /agencies/{id}/clients, /brands, /customer-brands).
 *
 * - one `customer_profiles` row for the demo agency (agency@pauta.demo, Agencia Colibrí, kind `agency`) and one per
 *   client of `clientIds` (the demo client first, kind `client`); the first `AGENCY_CLIENT_COUNT` generated clients
 *   (not the demo client) were brought by the demo agency (`agency_id`);
 * - `BRAND_NAMES`: invented Latin American consumer brands, ids 1..n in that order;
 * - customer brands: three for the demo client (Bebidas La Palma), one or two for a few generated clients.
 * Deterministic: no randomness, ids explicit.
 */
import type { brands, customerBrands, customerProfiles } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { at } from './helpers.ts';

/** Invented brands (ids 1..n in this order). */
export const BRAND_NAMES = [
  'Agua Serrana',
  'Refrescos Palmar',
  'Café Cumbre Alta',
  'Galletas Doña Chela',
  'Chocolates Tucán',
  'Lácteos La Pradera',
  'Cerveza Río Grande',
  'Snacks Maíz Dorado',
  'Jabones Brisa Andina',
  'Helados Polar Sur',
  'Panadería Trigal',
  'Salsas El Comal',
] as const;

/** Generated clients brought by the demo agency. */
export const AGENCY_CLIENT_COUNT = 3;

/** Brand names of the demo client and of the generated clients (by position in the generated list, 0-based). */
const DEMO_CLIENT_BRANDS = ['Refrescos Palmar', 'Agua Serrana', 'Helados Polar Sur'];
const GENERATED_CLIENT_BRANDS: readonly (readonly string[])[] = [
  ['Café Cumbre Alta', 'Galletas Doña Chela'],
  ['Cerveza Río Grande'],
  ['Chocolates Tucán', 'Snacks Maíz Dorado'],
  [],
  ['Lácteos La Pradera'],
  ['Salsas El Comal', 'Panadería Trigal'],
];

export interface AgencyRows {
  customerProfiles: (typeof customerProfiles.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  customerBrands: (typeof customerBrands.$inferInsert)[];
}

/**
 * The rows (module doc).
 * @param people.users the seeded users (id and email), to find the demo agency
 * @param people.clientIds the campaign owners, the demo client first (people.ts)
 * @throws Error when the demo agency is missing from `users`
 */
export function agencyRows(
  anchor: string,
  people: { users: readonly { id?: number; email: string }[]; clientIds: readonly number[] },
): AgencyRows {
  const agencyEmail = DEMO_ACCOUNTS.find((a) => a.role === 'agency')?.email;
  const agencyId = people.users.find((u) => u.email === agencyEmail)?.id;
  if (agencyId === undefined) throw new Error('seed: no demo agency for the customer profiles');
  const since = at(anchor, -300, 10, 0);
  const [demoClient, ...generated] = people.clientIds;

  const profiles: AgencyRows['customerProfiles'] = [
    {
      userId: agencyId,
      kind: 'agency',
      canLogin: true,
      taxId: '901.234.567-8',
      address: 'Carrera 43A # 1-50, Medellín',
      notes: 'Agencia de medios; trae clientes de consumo masivo.',
      createdAt: since,
      updatedAt: since,
    },
  ];
  if (demoClient !== undefined)
    profiles.push({
      userId: demoClient,
      kind: 'client',
      canLogin: true,
      taxId: 'BLP-980312-4K7',
      address: 'Av. Vallarta 2440, Guadalajara',
      createdAt: since,
      updatedAt: since,
    });
  generated.forEach((userId, i) =>
    profiles.push({
      userId,
      kind: 'client',
      canLogin: true,
      agencyId: i < AGENCY_CLIENT_COUNT ? agencyId : null,
      createdById: i < AGENCY_CLIENT_COUNT ? agencyId : null,
      createdAt: since,
      updatedAt: since,
    }),
  );

  const brandRows = BRAND_NAMES.map((name, i) => ({ id: i + 1, name, createdAt: since }));
  const brandId = (name: string) => {
    const i = BRAND_NAMES.indexOf(name as (typeof BRAND_NAMES)[number]);
    if (i < 0) throw new Error(`seed: unknown brand ${name}`);
    return i + 1;
  };
  const links: AgencyRows['customerBrands'] = [];
  if (demoClient !== undefined)
    for (const name of DEMO_CLIENT_BRANDS) links.push({ customerId: demoClient, brandId: brandId(name) });
  GENERATED_CLIENT_BRANDS.forEach((names, i) => {
    const customerId = generated[i];
    if (customerId === undefined) return;
    for (const name of names) links.push({ customerId, brandId: brandId(name) });
  });
  return { customerProfiles: profiles, brands: brandRows, customerBrands: links };
}
