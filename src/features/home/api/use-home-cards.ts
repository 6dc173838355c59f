/**
 * The numbers on the dashboard home's info cards (spec product.md §2, §9
 * "dashboard info card 266 by 100 px"), each shown only to profiles holding
 * the permission of the list it counts: campaigns (campaigns.*), media units
 * (units.*), today's routes and pending routes (browse_routes), artwork
 * awaiting the provider's decision (art.provider.*) and colour proofs waiting
 * for the client's approval (color_proofs.client.*). Each count is
 * the `meta.total` of a one-row page of the list call, fetched online; the
 * cards say when the server cannot be reached and offer to retry.
 */
import { useEffect, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { api, ApiError } from '#src/api/index.ts';
import { art, catalogLists } from '#src/api/contract/index.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';

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

interface CardDef {
  key: HomeCard['key'];
  label: MessageDescriptor;
  to: string;
  gate: string;
  count: () => Promise<number>;
}

function cardDefs(today: string): CardDef[] {
  return [
    {
      key: 'campaigns',
      label: msg`Campaigns`,
      to: '/dashboard/campaigns',
      gate: 'campaigns.show',
      count: async () => (await api.call(catalogLists.campaigns, { query: { per_page: 1 } })).meta.total,
    },
    {
      key: 'units',
      label: msg`Media units`,
      to: '/dashboard/units',
      gate: 'units.*',
      count: async () => (await api.call(catalogLists.providerUnits, { query: { per_page: 1 } })).meta.total,
    },
    {
      key: 'routes-today',
      label: msg`Routes today`,
      to: '/dashboard/routes',
      gate: 'browse_routes',
      count: async () => (await api.call(catalogLists.routes, { query: { per_page: 1, date: today } })).meta.total,
    },
    {
      key: 'routes-pending',
      label: msg`Pending routes`,
      to: '/dashboard/routes',
      gate: 'browse_routes',
      count: async () =>
        (await api.call(catalogLists.routes, { query: { per_page: 1, status: 'pending' } })).meta.total,
    },
    {
      key: 'art-review',
      label: msg`Artwork to review`,
      to: '/dashboard/arts/provider',
      gate: 'art.provider.*',
      count: async () =>
        (await api.call(art.providerArtCampaigns, { query: { per_page: 1, status: 'awaiting' } })).meta.total,
    },
    {
      key: 'proofs-pending',
      label: msg`Colour proofs to approve`,
      to: '/dashboard/color-proofs',
      gate: 'color_proofs.client.*',
      count: async () => (await api.call(art.clientProofs, { query: { per_page: 1, status: 'pending' } })).meta.total,
    },
  ];
}

/** The cards a profile may see with their counts; `retry` fetches them again. */
export function useHomeCards(permissions: readonly string[]): { cards: HomeCard[]; retry: () => void } {
  const [today] = useState(() => Temporal.Now.plainDateISO().toString());
  const visible = cardDefs(today).filter((d) => hasPermission(permissions, d.gate));
  const keys = visible.map((d) => d.key).join(',');
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<Record<string, CardState & { attempt: number }>>({});

  useEffect(() => {
    let live = true;
    for (const def of cardDefs(today).filter((d) => keys.split(',').includes(d.key))) {
      def.count().then(
        (count) => {
          if (live) setResults((s) => ({ ...s, [def.key]: { status: 'ready', count, attempt } }));
        },
        (error: unknown) => {
          if (!live) return;
          const offline = error instanceof ApiError && error.isNetwork;
          const message = error instanceof Error ? error.message : String(error);
          setResults((s) => ({ ...s, [def.key]: { status: 'error', offline, message, attempt } }));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [today, keys, attempt]);

  const stateOf = (key: string): CardState => {
    const r = results[key];
    return r && r.attempt === attempt ? r : { status: 'loading' };
  };
  return {
    cards: visible.map((d) => ({ key: d.key, label: d.label, to: d.to, state: stateOf(d.key) })),
    retry: () => setAttempt((n) => n + 1),
  };
}
