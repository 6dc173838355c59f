/**
 * Roles (user types, spec §6) and the permissions each one holds.
 *
 * Permission entries are concrete names (`browse_contracts`) or patterns
 * (`packages.*`); `*` alone grants everything. The sidebar gates of spec §6
 * (src/api/contract/permissions.ts `SIDEBAR_GATES`) are matched against these
 * with `hasPermission`. Role ids follow `ROLE_VALUES` order (1 = administrator).
 */
import { ROLE_VALUES, type RoleValue } from '#src/api/contract/permissions.ts';
import type { roles } from '../schema.ts';

/** Permissions per role. */
export const ROLE_PERMISSIONS: Record<RoleValue, string[]> = {
  administrator: ['*'],
  manager: [
    'browse_documents',
    'campaigns.show',
    'browse_bookings',
    'bookings.*',
    'discount_requests.*',
    'browse_contracts',
    'browse_discount_requests',
    'packages.*',
    'browse_unit_types',
    'browse_movement_units',
    'clientsAgency.*',
    'browse_agencies',
    'browse_availability',
    'workgroup.*',
    'browse_settings',
    'show-media-types',
    'browse_order_jobs',
    'browse_routes',
    'dashboards.*',
    'reports.*',
  ],
  seller: [
    'campaigns.*',
    'browse_bookings',
    'bookings.*',
    'browse_contracts',
    'contracts.*',
    'browse_discount_requests',
    'clientsAgency.*',
    'browse_agencies',
    'browse_availability',
    'workgroup.*',
    'browse_documents',
    'packages.browse',
    'reports.browse',
  ],
  client: [
    'campaigns.*',
    'browse_bookings',
    'browse_contracts',
    'browse_discount_requests',
    'browse_documents',
    'workgroup.*',
    'art.client.*',
    'color_proofs.client.*',
    'reports.browse',
  ],
  agency: [
    'campaigns.*',
    'browse_bookings',
    'browse_contracts',
    'browse_discount_requests',
    'browse_documents',
    'workgroup.*',
    'art.client.*',
    'color_proofs.client.*',
    'reports.browse',
    'clientsAgency.*',
    'browse_agencies',
  ],
  provider: [
    'units.*',
    'provider_settings.*',
    'browse_unit_types',
    'campaignsProvider.show.*',
    'campaignsProvider.*',
    'materials.*',
    'color_proofs.provider.*',
    'art.provider.*',
    'show-media-types',
    'browse_availability',
    'browse_settings',
    'unit_rules.*',
  ],
  technician: ['browse_order_jobs', 'browse_routes', 'order_jobs.work', 'routes.work', 'print_work_orders.work'],
  operations: [
    'browse_order_jobs',
    'order_jobs.*',
    'browse_routes',
    'routes.*',
    'print_work_orders.*',
    'browse_movement_units',
    'movement_units.*',
    'browse_availability',
    'browse_contracts',
  ],
};

/** Display names (Spanish) stored in roles.name. */
export const ROLE_NAMES_ES: Record<RoleValue, string> = {
  administrator: 'Administrador',
  manager: 'Gerente',
  seller: 'Vendedor',
  client: 'Cliente',
  agency: 'Agencia',
  provider: 'Proveedor',
  technician: 'Técnico',
  operations: 'Operaciones',
};

/** English display names, for documentation and tests. */
export const ROLE_NAMES_EN: Record<RoleValue, string> = {
  administrator: 'Administrator',
  manager: 'Manager',
  seller: 'Seller',
  client: 'Client',
  agency: 'Agency',
  provider: 'Provider',
  technician: 'Technician',
  operations: 'Operations',
};

/** Role id of a role value (ids are assigned in ROLE_VALUES order, from 1). */
export function roleId(value: RoleValue): number {
  return ROLE_VALUES.indexOf(value) + 1;
}

/** The roles table rows. */
export function roleRows(): (typeof roles.$inferInsert)[] {
  return ROLE_VALUES.map((value) => ({
    id: roleId(value),
    value,
    name: ROLE_NAMES_ES[value],
    permissions: ROLE_PERMISSIONS[value],
  }));
}
