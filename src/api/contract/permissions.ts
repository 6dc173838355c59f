/**
 * Permission names (spec §6) and the matcher both sides use.
 *
 * The sidebar gates of spec §6 are names (`browse_contracts`) or patterns
 * (`packages.*`, `campaignsProvider.show.*`). A role holds concrete names or
 * patterns; `*` alone grants everything (administrator).
 */

/** The sidebar gates of spec §6, keyed by sidebar entry. */
export const SIDEBAR_GATES = {
  documents: 'browse_documents',
  proposals: 'campaigns.show',
  bookings: 'browse_bookings',
  contracts: 'browse_contracts',
  'discount-requests': 'browse_discount_requests',
  packages: 'packages.*',
  'provider-settings': 'provider_settings.*',
  'unit-sizes': 'browse_unit_types',
  'movement-units': 'browse_movement_units',
  customers: 'clientsAgency.*',
  agencies: 'browse_agencies',
  availability: 'browse_availability',
  workgroup: 'workgroup.*',
  'settings-types': 'browse_settings',
  units: 'units.*',
  'internal-media-types': 'show-media-types',
  'order-jobs': 'browse_order_jobs',
  routes: 'browse_routes',
} as const;

/** Provider campaign pages need this (spec §2 route rules). */
export const PROVIDER_CAMPAIGNS_GATE = 'campaignsProvider.show.*';

/** Role values (spec §6: roles are user types; the first role is the user's type). */
export const ROLE_VALUES = ['administrator', 'manager', 'seller', 'client', 'agency', 'provider', 'technician', 'operations'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

function matches(pattern: string, name: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('.*')) {
    const prefix = pattern.slice(0, -2);
    return name === prefix || name.startsWith(`${prefix}.`);
  }
  return pattern === name;
}

/**
 * True when the held permissions satisfy `required`. Either side may be a
 * pattern: holding `units.*` satisfies `units.create`, and requiring
 * `units.*` is satisfied by holding any `units.…` permission.
 */
export function hasPermission(held: readonly string[], required: string): boolean {
  return held.some((h) => matches(h, required) || matches(required, h));
}

/** True for accounts holding every permission (`*`, the administrator). */
export function isSuperuser(held: readonly string[]): boolean {
  return held.includes('*');
}

/** True when at least one of `required` is held (an empty list is always satisfied). */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((r) => hasPermission(held, r));
}
