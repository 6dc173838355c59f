/**
 * The numbers on the dashboard home's info cards (spec product.md §2, §9
 * "dashboard info card 266 by 100 px"), each shown only to profiles holding
 * the permission of the list it counts, and what a technician works on today.
 *
 * Offline first (issue 15 "Offline home"): what the device mirrors is counted
 * on the device — campaigns (campaigns.*), media units (units.*), today's
 * and pending routes (browse_routes), open order jobs (browse_order_jobs),
 * bookings whose hold expires within 48 hours (browse_bookings, on the
 * device's clock: src/domain/booking-rules.ts) — so the installed app's start page shows the same numbers without a
 * network. A mirrored count is `loading` until its collection's first
 * complete pull, and says it needs a connection when that pull got no answer.
 * Artwork awaiting the provider's decision (art.provider.*) and colour proofs
 * waiting for the client (color_proofs.client.*) are not mirrored: they are
 * the `meta.total` of a one-row page, kept on the device (`useRead` with
 * `keep`), so offline they show the last answer with its time.
 */
import { useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as art from '#src/api/contract/art.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { isCloseToExpiry } from '#src/domain/booking-rules.ts';
import type { RouteSummary } from '#src/api/contract/catalogue-lists.ts';
import { useConnected, useLiveRows, useRead, type PautaDb, type Read } from '#src/sync/index.ts';

export type CardState =
  | { status: 'loading' }
  /** `at`: when a count read from the server was answered (epoch ms); undefined for a count of the device's rows. */
  | { status: 'ready'; count: number; at?: number | undefined; kept?: boolean }
  | { status: 'error'; offline: boolean; message: string };

export type CardKey =
  | 'campaigns'
  | 'units'
  | 'routes-today'
  | 'routes-pending'
  | 'order-jobs'
  | 'art-review'
  | 'proofs-pending'
  | 'bookings-expiring';

export interface HomeCard {
  key: CardKey;
  label: MessageDescriptor;
  /** Where the card links to. */
  to: string;
  state: CardState;
  /** True for a count of the rows on this device (works offline). */
  local: boolean;
}

/** The cards in display order; `gate` is the permission that shows it. */
const CARD_DEFS: readonly { key: CardKey; label: MessageDescriptor; to: string; gate: string }[] = [
  { key: 'routes-today', label: msg`Routes today`, to: '/dashboard/routes', gate: 'browse_routes' },
  { key: 'routes-pending', label: msg`Pending routes`, to: '/dashboard/routes', gate: 'browse_routes' },
  { key: 'order-jobs', label: msg`Open order jobs`, to: '/dashboard/order-jobs', gate: 'browse_order_jobs' },
  { key: 'campaigns', label: msg`Campaigns`, to: '/dashboard/campaigns', gate: 'campaigns.show' },
  { key: 'units', label: msg`Media units`, to: '/dashboard/units', gate: 'units.*' },
  {
    key: 'bookings-expiring',
    label: msg`Bookings expiring within 48 h`,
    to: '/dashboard/bookings',
    gate: 'browse_bookings',
  },
  { key: 'art-review', label: msg`Artwork to review`, to: '/dashboard/arts/provider', gate: 'art.provider.*' },
  {
    key: 'proofs-pending',
    label: msg`Colour proofs to approve`,
    to: '/dashboard/color-proofs',
    gate: 'color_proofs.client.*',
  },
];

/** Order-job statuses that still need work. */
const OPEN_JOB_STATUSES = ['pending', 'accepted', 'in_progress'];

/** Mirrored counts, and whether each collection has been pulled completely once. */
interface DeviceCounts {
  counts: Record<
    'campaigns' | 'units' | 'routes-today' | 'routes-pending' | 'order-jobs' | 'bookings-expiring',
    number
  >;
  pulled: Record<'campaigns' | 'units' | 'routes' | 'orderJobs' | 'bookings', boolean>;
  /** Today's routes on the device, by id. */
  today: RouteSummary[];
}

async function countOnDevice(db: PautaDb, today: string): Promise<DeviceCounts> {
  const now = new Date();
  const [campaigns, units, todayRoutes, pendingRoutes, openJobs, states, openBookings] = await Promise.all([
    db.campaigns.count(),
    db.units.count(),
    db.routes.where('date').equals(today).sortBy('id'),
    db.routes.where('status').equals('pending').count(),
    db.orderJobs.where('status').anyOf(OPEN_JOB_STATUSES).count(),
    db.syncState.bulkGet(['campaigns', 'units', 'routes', 'orderJobs', 'bookings']),
    db.bookings.where('status').equals('open').toArray(),
  ]);
  const pulled = (i: number) => states[i]?.lastPulledAt !== undefined;
  return {
    counts: {
      campaigns,
      units,
      'routes-today': todayRoutes.length,
      'routes-pending': pendingRoutes,
      'order-jobs': openJobs,
      'bookings-expiring': openBookings.filter((b) =>
        isCloseToExpiry({ status: b.status, expiresAt: b.expires_at }, now),
      ).length,
    },
    pulled: { campaigns: pulled(0), units: pulled(1), routes: pulled(2), orderJobs: pulled(3), bookings: pulled(4) },
    today: todayRoutes,
  };
}

const COLLECTION_OF = {
  campaigns: 'campaigns',
  units: 'units',
  'routes-today': 'routes',
  'routes-pending': 'routes',
  'order-jobs': 'orderJobs',
  'bookings-expiring': 'bookings',
} as const;

function serverState(read: Read<number>): CardState {
  if (read.state === 'ready') return { status: 'ready', count: read.value, at: read.at, kept: read.kept };
  if (read.state === 'loading') return { status: 'loading' };
  return { status: 'error', offline: read.state === 'offline', message: read.message ?? '' };
}

const total = (answer: { meta: { total: number } }) => answer.meta.total;

/**
 * The cards a profile may see with their counts, today's routes on the device (for the technician's
 * "today" list), and `retry`, which reads the server counts that failed again.
 */
export function useHomeCards(permissions: readonly string[]): {
  cards: HomeCard[];
  today: RouteSummary[];
  retry: () => void;
} {
  const [today] = useState(() => Temporal.Now.plainDateISO().toString());
  const connected = useConnected();
  const device = useLiveRows((db) => countOnDevice(db, today), [today]);
  const may = (gate: string) => ({ enabled: hasPermission(permissions, gate), select: total, keep: true });
  const server: Record<'art-review' | 'proofs-pending', Read<number>> = {
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
  const offline = !connected;
  const stateOf = (key: CardKey): CardState => {
    if (key === 'art-review' || key === 'proofs-pending') return serverState(server[key]);
    if (!device) return { status: 'loading' };
    if (device.pulled[COLLECTION_OF[key]] || device.counts[key] > 0)
      return { status: 'ready', count: device.counts[key] };
    return offline ? { status: 'error', offline: true, message: '' } : { status: 'loading' };
  };
  const visible = CARD_DEFS.filter((d) => hasPermission(permissions, d.gate));
  return {
    cards: visible.map((d) => ({
      key: d.key,
      label: d.label,
      to: d.to,
      state: stateOf(d.key),
      local: d.key !== 'art-review' && d.key !== 'proofs-pending',
    })),
    today: hasPermission(permissions, 'browse_routes') ? (device?.today ?? []) : [],
    retry: () => {
      for (const read of Object.values(server)) if (read.state === 'offline' || read.state === 'error') read.retry();
    },
  };
}
