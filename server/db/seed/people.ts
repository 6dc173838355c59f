/**
 * Users, role assignments and client–seller links.
 *
 * Ids: 1–8 the demo accounts (ROLE_VALUES order), 9 the first-access invitee,
 * then generated clients, technicians and sellers (deterministic Latin American
 * names, emails @pauta.demo, password `GENERATED_PASSWORD`). Password hashes
 * use a fixed 16-byte salt per hash drawn from the seeded PRNG, so two seeds
 * give byte-identical rows; generated users share one hash (hashed once).
 */
import { ROLE_VALUES, type RoleValue } from '#src/api/contract/permissions.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { hashToken } from '#server/auth/tokens.ts';
import type { clientSellers, userRoles, users } from '../schema.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_FIRST_ACCESS,
  DEMO_MUST_CHANGE,
  FIRST_ACCESS_PLACEHOLDER,
  GENERATED_COUNTS,
  GENERATED_PASSWORD,
} from './accounts.ts';
import { at } from './helpers.ts';
import { rngFor } from './rng.ts';
import { roleId } from './roles.ts';

const FIRST_NAMES = [
  'Alejandro',
  'Ana',
  'Carlos',
  'Daniela',
  'Eduardo',
  'Fernanda',
  'Gustavo',
  'Isabel',
  'Jorge',
  'Lucía',
  'Manuel',
  'Natalia',
  'Óscar',
  'Paula',
  'Ricardo',
  'Rosa',
  'Santiago',
  'Ximena',
  'Tomás',
  'Verónica',
];
const LAST_NAMES = [
  'García',
  'Rodríguez',
  'López',
  'Pérez',
  'González',
  'Sánchez',
  'Flores',
  'Vargas',
  'Castillo',
  'Mendoza',
  'Silva',
  'Ortiz',
  'Herrera',
  'Aguilar',
  'Medina',
  'Salazar',
  'Quispe',
  'Acosta',
  'Benítez',
  'Cabrera',
];
/** Companies of the generated clients (the demo client is Bebidas La Palma). */
const CLIENT_COMPANIES = [
  'Banco Andino',
  'Telecom Austral',
  'Supermercados El Sol',
  'Aerolíneas Cóndor',
  'Farmacias Vida',
  'Motores del Sur',
  'Café Altura',
  'Universidad Continental',
  'Seguros Horizonte',
];
/** Countries of the generated technicians and sellers, in order. */
const TECHNICIAN_COUNTRIES = ['MX', 'CO', 'AR', 'PE', 'CL', 'MX', 'CO'];
const SELLER_COUNTRIES = ['CO', 'AR'];
const CLIENT_COUNTRIES = ['MX', 'CO', 'AR', 'PE', 'CL', 'EC', 'GT', 'DO', 'CR'];

export interface People {
  users: (typeof users.$inferInsert)[];
  userRoles: (typeof userRoles.$inferInsert)[];
  clientSellers: (typeof clientSellers.$inferInsert)[];
  /** Campaign owners, the demo client first. */
  clientIds: number[];
  /** Technicians, the demo technician first, with their country (iso2). */
  technicians: { id: number; iso2: string }[];
  sellerIds: number[];
  operationsId: number;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

/**
 * Builds the user rows, hashing passwords (about 10 argon2 hashes, run in parallel).
 * @param countryId iso2 → seeded country id
 * @param providerId the provider the demo provider user belongs to
 */
export async function buildPeople(anchor: string, countryId: Map<string, number>, providerId: number): Promise<People> {
  const rng = rngFor('people');
  const saltRng = rngFor('password-salts');
  const country = (iso2: string) => countryId.get(iso2) ?? null;
  const demoHashes = DEMO_ACCOUNTS.map((a) => hashPassword(a.password, saltRng.bytes(16)));
  const invitedHash = hashPassword(FIRST_ACCESS_PLACEHOLDER, saltRng.bytes(16));
  const sharedHash = hashPassword(GENERATED_PASSWORD, saltRng.bytes(16));
  const mustChangeHash = hashPassword(DEMO_MUST_CHANGE.password, saltRng.bytes(16));
  const [demo, invited, shared, mustChange] = await Promise.all([
    Promise.all(demoHashes),
    invitedHash,
    sharedHash,
    mustChangeHash,
  ]);

  const people: People = {
    users: [],
    userRoles: [],
    clientSellers: [],
    clientIds: [],
    technicians: [],
    sellerIds: [],
    operationsId: 0,
  };
  const emails = new Set<string>();
  const names = new Set<string>();
  const add = (row: Omit<typeof users.$inferInsert, 'id'>, role: RoleValue): number => {
    const id = people.users.length + 1;
    people.users.push({ id, ...row });
    people.userRoles.push({ userId: id, roleId: roleId(role), position: 0 });
    emails.add(row.email);
    return id;
  };

  DEMO_ACCOUNTS.forEach((a, i) => {
    const created = at(anchor, -400 + i, 9, 0);
    const id = add(
      {
        name: a.name,
        email: a.email,
        phone: a.phone,
        passwordHash: demo[i] as string,
        locale: 'es',
        countryId: country(a.country),
        providerId: a.role === 'provider' ? providerId : null,
        company: a.company ?? null,
        createdAt: created,
        updatedAt: created,
      },
      a.role,
    );
    if (a.role === 'client') people.clientIds.push(id);
    if (a.role === 'technician') people.technicians.push({ id, iso2: a.country });
    if (a.role === 'seller') people.sellerIds.push(id);
    if (a.role === 'operations') people.operationsId = id;
  });
  if (DEMO_ACCOUNTS.length !== ROLE_VALUES.length) throw new Error('seed: one demo account per role expected');

  const invitedAt = at(anchor, -2, 15, 30);
  add(
    {
      name: DEMO_FIRST_ACCESS.name,
      email: DEMO_FIRST_ACCESS.email,
      passwordHash: invited,
      locale: 'es',
      changePassword: true,
      firstAccessCodeHash: hashToken(DEMO_FIRST_ACCESS.code),
      countryId: country(DEMO_FIRST_ACCESS.country),
      createdAt: invitedAt,
      updatedAt: invitedAt,
    },
    DEMO_FIRST_ACCESS.role,
  );

  const generated = (role: RoleValue, iso2: string, company: string | null): number => {
    let first = rng.pick(FIRST_NAMES);
    let last = rng.pick(LAST_NAMES);
    while (names.has(`${first} ${last}`)) [first, last] = [rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)];
    names.add(`${first} ${last}`);
    let email = `${slug(first)}.${slug(last)}@pauta.demo`;
    for (let n = 2; emails.has(email); n++) email = `${slug(first)}.${slug(last)}${n}@pauta.demo`;
    const created = at(anchor, -rng.int(30, 365), rng.int(8, 18), rng.int(0, 59));
    const phone = `+${rng.int(50, 59)} ${rng.int(200, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
    return add(
      {
        name: `${first} ${last}`,
        email,
        phone,
        passwordHash: shared,
        locale: 'es',
        countryId: country(iso2),
        company,
        createdAt: created,
        updatedAt: created,
      },
      role,
    );
  };
  for (let i = 0; i < GENERATED_COUNTS.client - 1; i++) {
    people.clientIds.push(
      generated('client', CLIENT_COUNTRIES[i % CLIENT_COUNTRIES.length] as string, CLIENT_COMPANIES[i] ?? null),
    );
  }
  for (let i = 0; i < GENERATED_COUNTS.technician - 1; i++) {
    const iso2 = TECHNICIAN_COUNTRIES[i % TECHNICIAN_COUNTRIES.length] as string;
    people.technicians.push({ id: generated('technician', iso2, null), iso2 });
  }
  for (let i = 0; i < GENERATED_COUNTS.seller - 1; i++) {
    people.sellerIds.push(generated('seller', SELLER_COUNTRIES[i % SELLER_COUNTRIES.length] as string, 'Pauta'));
  }

  const resetAt = at(anchor, -1, 11, 0);
  // the must-change seller gets no clients: it exists to exercise the forced password change
  add(
    {
      name: DEMO_MUST_CHANGE.name,
      email: DEMO_MUST_CHANGE.email,
      passwordHash: mustChange,
      locale: 'es',
      changePassword: true,
      countryId: country(DEMO_MUST_CHANGE.country),
      company: 'Pauta',
      createdAt: resetAt,
      updatedAt: resetAt,
    },
    DEMO_MUST_CHANGE.role,
  );

  const [demoClient, ...extraClients] = people.clientIds;
  people.clientSellers.push({ clientId: demoClient as number, sellerId: people.sellerIds[0] as number });
  for (const clientId of extraClients) people.clientSellers.push({ clientId, sellerId: rng.pick(people.sellerIds) });
  return people;
}
