/**
 * Test fixtures for the session feature: profiles shaped like GET /auth/user
 * answers. Test-only module: never imported by application code.
 */
import type { Profile } from '#src/api/contract/session.ts';

/** A client profile (user 4 of the demo data); override any field. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 4,
    name: 'Diego Hernández Luna',
    email: 'client@pauta.demo',
    phone: '+52 33 3615 4004',
    locale: 'es',
    file: null,
    type: { name: 'Cliente', value: 'client' },
    roles: [{ id: 4, name: 'Cliente', value: 'client' }],
    permissions: ['campaigns.show'],
    change_password: false,
    provider_id: null,
    country_id: 1,
    ...overrides,
  };
}
