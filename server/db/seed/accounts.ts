/**
 * Demo sign-in accounts (one per role) and the first-access invitation.
 *
 * These credentials are public on purpose: they exist only in the demo data
 * and are listed in the README. Generated extra users (more clients,
 * technicians and sellers, see people.ts) all share `GENERATED_PASSWORD`.
 */
import type { RoleValue } from '#src/api/contract/permissions.ts';

export interface DemoAccount {
  readonly role: RoleValue;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  /** iso2 of the user's country. */
  readonly country: string;
  readonly phone: string;
  readonly company?: string;
}

/** One account per role, in ROLE_VALUES order (user ids 1..8). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'administrator',
    email: 'admin@pauta.demo',
    password: 'Pauta-Admin-2026',
    name: 'Mariana Torres Villaseñor',
    country: 'MX',
    phone: '+52 55 5123 4001',
    company: 'Pauta',
  },
  {
    role: 'manager',
    email: 'manager@pauta.demo',
    password: 'Pauta-Manager-2026',
    name: 'Andrés Restrepo Calle',
    country: 'CO',
    phone: '+57 601 743 2002',
    company: 'Pauta',
  },
  {
    role: 'seller',
    email: 'seller@pauta.demo',
    password: 'Pauta-Seller-2026',
    name: 'Sofía Martínez Ochoa',
    country: 'MX',
    phone: '+52 55 5123 4003',
    company: 'Pauta',
  },
  {
    role: 'client',
    email: 'client@pauta.demo',
    password: 'Pauta-Client-2026',
    name: 'Diego Hernández Luna',
    country: 'MX',
    phone: '+52 33 3615 4004',
    company: 'Bebidas La Palma',
  },
  {
    role: 'agency',
    email: 'agency@pauta.demo',
    password: 'Pauta-Agency-2026',
    name: 'Valentina Gómez Arango',
    country: 'CO',
    phone: '+57 604 512 2005',
    company: 'Agencia Colibrí',
  },
  {
    role: 'provider',
    email: 'provider@pauta.demo',
    password: 'Pauta-Provider-2026',
    name: 'Javier Morales Peña',
    country: 'MX',
    phone: '+52 81 8340 4006',
  },
  {
    role: 'technician',
    email: 'technician@pauta.demo',
    password: 'Pauta-Tech-2026',
    name: 'Luis Ramírez Cárdenas',
    country: 'MX',
    phone: '+52 55 5123 4007',
  },
  {
    role: 'operations',
    email: 'operations@pauta.demo',
    password: 'Pauta-Ops-2026',
    name: 'Camila Rojas Fuentes',
    country: 'MX',
    phone: '+52 55 5123 4008',
    company: 'Pauta',
  },
];

/**
 * A client invited but not yet signed in: must validate `code` at first access
 * (stored as its sha-256) and then choose a password (change_password = true).
 */
export const DEMO_FIRST_ACCESS = {
  email: 'invited@pauta.demo',
  code: '246810',
  role: 'client',
  name: 'Gabriela Núñez Paredes',
  country: 'PE',
} as const;

/**
 * A seller whose administrator reset the password: signs in with this
 * password and is then forced to /change (change_password = true).
 */
export const DEMO_MUST_CHANGE = {
  email: 'renew@pauta.demo',
  password: 'Pauta-Renew-2026',
  role: 'seller',
  name: 'Ricardo Salas Méndez',
  country: 'CL',
} as const;

/** The unguessable placeholder whose hash stands in for the invited user's password. */
export const FIRST_ACCESS_PLACEHOLDER = 'pauta-demo-invitation-no-password-set-yet-7f3c9a1e5b2d4086c1e8f0a2b4d6c8e0';

/** Password shared by every generated (non-demo) user. */
export const GENERATED_PASSWORD = 'Pauta-Demo-2026';

/** Number of users of each generated kind, counting the demo account of that role. */
export const GENERATED_COUNTS = { client: 10, technician: 8, seller: 3 } as const;

/** The demo account of a role. */
export function demoAccount(role: RoleValue): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for role ${role}`);
  return account;
}
