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
export const ROLE_VALUES = [
  'administrator',
  'manager',
  'seller',
  'client',
  'agency',
  'provider',
  'technician',
  'operations',
] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

/** True when the held entry `held` (a name, a `prefix.*` pattern or `*`) covers the name or pattern `required`. */
function covers(held: string, required: string): boolean {
  if (held === '*') return true;
  if (held.endsWith('.*')) {
    const prefix = held.slice(0, -2);
    // `units.*` covers `units`, `units.create` and the narrower pattern `units.create.*`
    return required === prefix || required === held || required.startsWith(`${prefix}.`);
  }
  return held === required;
}

/**
 * True when the held permissions grant `required` — one direction only: a
 * held `units.*` grants `units.create`, but a held `campaigns.show` does not
 * grant a requirement of `campaigns.*` or `campaigns.manage`. This is the rule
 * for calling the API and for anything that acts (spec §6; SECURITY.md: a
 * manager holding `campaigns.show` must not pass a route needing more).
 */
export function hasPermission(held: readonly string[], required: string): boolean {
  return held.some((h) => covers(h, required));
}

/**
 * The sidebar's reading of a gate (spec §6 "Sidebar permission gates"): a
 * gate `packages.*` shows its entry to anyone holding some permission under
 * `packages` (a seller with `packages.browse` sees Packages); a named gate
 * needs that name (or a pattern covering it). Only for showing menu entries —
 * never for authorising a call.
 */
export function meetsGate(held: readonly string[], gate: string): boolean {
  if (hasPermission(held, gate)) return true;
  if (!gate.endsWith('.*')) return false;
  const prefix = gate.slice(0, -2);
  return held.some((h) => h === prefix || h.startsWith(`${prefix}.`));
}

/** True for accounts holding every permission (`*`, the administrator). */
export function isSuperuser(held: readonly string[]): boolean {
  return held.includes('*');
}

/** True when at least one of `required` is granted (`hasPermission`); an empty list is always satisfied. */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((r) => hasPermission(held, r));
}
