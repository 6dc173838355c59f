/** Names of the mirrored collections as the sync centre shows them. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const COLLECTION_LABELS: Record<string, MessageDescriptor> = {
  units: msg`Media units`,
  campaigns: msg`Campaigns`,
  orderJobs: msg`Order jobs`,
  routes: msg`Routes`,
  printWorkOrders: msg`Print work orders`,
  mediaTypes: msg`Media types`,
  countries: msg`Countries`,
  states: msg`States`,
  cities: msg`Cities`,
  settings: msg`Settings`,
};
