/**
 * The numbers on the dashboard home's info cards (spec product.md §2, §9
 * "dashboard info card 266 by 100 px"), each shown only to profiles holding
 * the permission of the list it counts: campaigns (campaigns.*), media units
 * (units.*), today's routes and pending routes (browse_routes), artwork
 * awaiting the provider's decision (art.provider.*) and colour proofs waiting
 * for the client's approval (color_proofs.client.*). Each count is
 * the `meta.total` of a one-row page of the list call, read online with
 * `useRead` (not kept); the cards say when the server cannot be reached and
 * offer to retry.
 */
import { useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { art, catalogueLists } from '#src/api/contract/index.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useRead, type Read } from '#src/sync/index.ts';

export type CardState =
  | { status: 'loading' }
  | { status: 'ready'; count: number }
  | { status: 'error'; offline: boolean; message: string };

export interface HomeCard {
  key: 'campaigns' | 'units' | 'routes-today' | 'routes-pending' | 'art-review' | 'proofs-pending';
  label: MessageDescriptor;
  /** Where the card links to. */
  to: string;
  state: CardState;
}

/** A count read as `useRead` gives it. */
type CountRead = Read<number>;

const total = (answer: { meta: { total: number } }) => answer.meta.total;

/** The cards in display order: what each counts is read in `useHomeCards`; `gate` is the permission that shows it. */
const CARD_DEFS: readonly { key: HomeCard['key']; label: MessageDescriptor; to: string; gate: string }[] = [
  { key: 'campaigns', label: msg`Campaigns`, to: '/dashboard/campaigns', gate: 'campaigns.show' },
  { key: 'units', label: msg`Media units`, to: '/dashboard/units', gate: 'units.*' },
  { key: 'routes-today', label: msg`Routes today`, to: '/dashboard/routes', gate: 'browse_routes' },
  { key: 'routes-pending', label: msg`Pending routes`, to: '/dashboard/routes', gate: 'browse_routes' },
  { key: 'art-review', label: msg`Artwork to review`, to: '/dashboard/arts/provider', gate: 'art.provider.*' },
  {
    key: 'proofs-pending',
    label: msg`Colour proofs to approve`,
    to: '/dashboard/color-proofs',
    gate: 'color_proofs.client.*',
  },
];

function stateOf(read: CountRead): CardState {
  if (read.state === 'ready') return { status: 'ready', count: read.value };
  if (read.state === 'loading') return { status: 'loading' };
  return { status: 'error', offline: read.state === 'offline', message: read.message ?? '' };
}

/**
 * The cards a profile may see with their counts (each a `useRead` of its list's first row, not
 * kept: offline a card says it needs a connection); `retry` reads the failed ones again.
 */
export function useHomeCards(permissions: readonly string[]): { cards: HomeCard[]; retry: () => void } {
  const [today] = useState(() => Temporal.Now.plainDateISO().toString());
  const may = (gate: string) => ({ enabled: hasPermission(permissions, gate), select: total });
  const reads: Record<HomeCard['key'], CountRead> = {
    campaigns: useRead(catalogueLists.campaigns, { query: { per_page: 1 } }, may('campaigns.show')),
    units: useRead(catalogueLists.providerUnits, { query: { per_page: 1 } }, may('units.*')),
    'routes-today': useRead(catalogueLists.routes, { query: { per_page: 1, date: today } }, may('browse_routes')),
    'routes-pending': useRead(
      catalogueLists.routes,
      { query: { per_page: 1, status: 'pending' } },
      may('browse_routes'),
    ),
    'art-review': useRead(
      art.providerArtCampaigns,
      { query: { per_page: 1, status: 'awaiting' } },
      may('art.provider.*'),
    ),
    'proofs-pending': useRead(
      art.clientProofs,
      { query: { per_page: 1, status: 'pending' } },
      may('color_proofs.client.*'),
    ),
  };
  const visible = CARD_DEFS.filter((d) => hasPermission(permissions, d.gate));
  return {
    cards: visible.map((d) => ({ key: d.key, label: d.label, to: d.to, state: stateOf(reads[d.key]) })),
    retry: () => {
      for (const d of visible)
        if (reads[d.key].state === 'offline' || reads[d.key].state === 'error') reads[d.key].retry();
    },
  };
}
