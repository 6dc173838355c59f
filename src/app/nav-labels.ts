/**
 * Translated labels of the side-menu entries (spec product.md §2: customers
 * reads "clients", provider-settings "business rules", unit-sizes "measures",
 * settings-types "rule types", units "media").
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavKey } from './navigation.ts';

export const NAV_LABELS: Record<NavKey, MessageDescriptor> = {
  home: msg`Home`,
  documents: msg`Documents`,
  proposals: msg`Proposals`,
  bookings: msg`Bookings`,
  contracts: msg`Contracts`,
  'discount-requests': msg`Discount requests`,
  packages: msg`Packages`,
  'provider-settings': msg`Business rules`,
  'unit-sizes': msg`Measures`,
  'movement-units': msg`Movement units`,
  customers: msg`Clients`,
  agencies: msg`Agencies`,
  availability: msg`Availability`,
  'media-reports': msg`Media reports`,
  workgroup: msg`Workgroup`,
  'settings-types': msg`Rule types`,
  units: msg`Media`,
  'internal-media-types': msg`Internal media types`,
  'order-jobs': msg`Order jobs`,
  routes: msg`Routes`,
  help: msg`Help`,
  campaigns: msg`Campaigns`,
  arts: msg`Artwork`,
  'art-requests': msg`Art requests`,
  'color-proofs': msg`Colour proofs`,
  'arts-provider': msg`Artwork to review`,
  'provider-campaigns': msg`Provider campaigns`,
  materials: msg`Materials`,
  'units-rules': msg`Unit rules`,
  'print-work-orders': msg`Print work orders`,
  circuits: msg`Circuits`,
};
