/**
 * What the campaign editor, the cart and the campaign pages read and do
 * (product.md §2–§5 campaigns). Reads are local (the `campaignDetails` and `marketUnits`
 * mirror), so a campaign opened once keeps working offline; opening it online
 * refreshes both from the server (`GET {id}/view`, `GET {id}/available-units`
 * all pages) without hiding changes still in the outbox (engine.writeFresh).
 * Changes go through the named mutations of ../mutations.ts, which screens
 * queue with `useMutation`; what waits or was refused is read here from the
 * outbox. Creating a campaign needs a connection (the server gives it its id).
 */
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import * as c from '#src/api/contract/campaigns.ts';
import type { AvailableUnit, CampaignDetail } from '#src/api/contract/campaigns.ts';
import {
  useLiveRows,
  useSyncEngine,
  type CampaignDetailRow,
  type MarketUnitRow,
  type OutboxEntry,
  type PautaDb,
} from '#src/sync/index.ts';
import { ApiError } from '#src/api/errors.ts';
import type { Transport } from '#src/sync/transport.ts';
import { namesOf } from '#src/sync/mutations.ts';
import { campaignMutations, campaigns, writeCampaign, type ActionArgs, type StepArgs } from '../mutations.ts';

export type { AvailableUnit, CampaignDetail };

/** Units asked per page of available units (the contract's maximum). */
const UNITS_PER_PAGE = 1000;
const stateKey = (id: number) => `campaign:${id}`;

/** The campaign as mirrored on this device (with pending changes applied); null when not here; undefined while loading. */
export function useCampaignDetail(id: number | undefined): CampaignDetailRow | null | undefined {
  return useLiveRows(async (db) => (id ? ((await db.campaignDetails.get(id)) ?? null) : null), [id]);
}

/** When the campaign and its units were last refreshed from the server on this device (epoch ms), null when never. */
export function useCampaignFreshness(id: number): number | null {
  return useLiveRows(async (db) => (await db.syncState.get(stateKey(id)))?.lastPulledAt ?? null, [id], null);
}

export type RefreshState = 'idle' | 'loading' | 'done' | 'offline' | 'error';

/**
 * Refreshes a campaign and the units it can take from the server, once per
 * `id` (and on `retry`). Offline the mirror stays as it was ('offline').
 * @returns the state, the server's message on 'error', the step check's next step when read, and retry
 */
export function useRefreshCampaign(id: number | undefined): {
  state: RefreshState;
  message?: string | undefined;
  retry: () => void;
} {
  const engine = useSyncEngine();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: RefreshState; message?: string | undefined }>({
    key: '',
    state: 'idle',
  });
  const key = `${id}:${attempt}`;
  useEffect(() => {
    if (!id) return;
    let live = true;
    refreshCampaign(engine, id).then(
      () => {
        if (live) setResult({ key, state: 'done' });
      },
      (error: unknown) => {
        if (!live) return;
        const offline = error instanceof ApiError && error.isNetwork;
        setResult({
          key,
          state: offline ? 'offline' : 'error',
          message: error instanceof Error ? error.message : undefined,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [engine, id, key]);
  return {
    state: result.key === key ? result.state : 'loading',
    message: result.message,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** Every unit the campaign can take, all pages. @throws ApiError */
async function fetchAvailableUnits(transport: Transport, id: number): Promise<AvailableUnit[]> {
  const units: AvailableUnit[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const answer = await transport.call(c.availableUnits, {
      params: { id },
      query: { page, per_page: UNITS_PER_PAGE },
    });
    units.push(...answer.data);
    last = answer.meta.last_page;
  }
  return units;
}

/** Which units a campaign can take depends on its countries and their media types: this says which (a string). */
function marketSignature(detail: Pick<CampaignDetail, 'countries'>): string {
  return detail.countries.map((x) => `${x.id}:${x.media_types.map((m) => m.media_type_id).join('.')}`).join(',');
}

/** Writes the units read for a campaign, and for which countries × media types they were read (`cursor`). */
async function writeMarket(db: PautaDb, id: number, units: AvailableUnit[], signature: string): Promise<void> {
  await db.marketUnits.bulkPut(units);
  await db.syncState.put({ collection: stateKey(id), lastPulledAt: Date.now(), cursor: signature });
}

/**
 * Keeps the units a campaign can take current while its editor is open: when
 * its countries or media types differ from those its units were last read
 * for, and nothing of the campaign is waiting in the outbox (the server knows
 * them), reads them again. Offline or refused: the mirror keeps what it had.
 */
export function useMarketRefresh(detail: CampaignDetail, pendingChanges: number): void {
  const engine = useSyncEngine();
  const signature = marketSignature(detail);
  const id = detail.id;
  useEffect(() => {
    if (pendingChanges > 0) return;
    let live = true;
    void (async () => {
      if ((await engine.db.syncState.get(stateKey(id)))?.cursor === signature || !live) return;
      await engine.readFresh(
        ['marketUnits', 'syncState'],
        () => fetchAvailableUnits(engine.transport, id),
        (db, units) => writeMarket(db, id, units, signature),
      );
    })().catch(() => {
      /* offline or refused: the mirror keeps what it had */
    });
    return () => {
      live = false;
    };
  }, [engine, id, signature, pendingChanges]);
}

/**
 * Reads the campaign, the step check and every available unit, and writes
 * them into the mirror with pending changes re-applied on top; a read that an
 * acknowledgement overtook is read again (engine.readFresh).
 * @throws ApiError (network: offline; 404: the campaign is not yours or gone)
 */
export async function refreshCampaign(engine: ReturnType<typeof useSyncEngine>, id: number): Promise<void> {
  await engine.readFresh(
    ['campaignDetails', 'campaigns', 'marketUnits', 'syncState'],
    async () => {
      const [view, step] = await Promise.all([
        engine.transport.call(c.view, { params: { id } }),
        engine.transport.call(c.step, { params: { id } }),
      ]);
      return { view, step, units: await fetchAvailableUnits(engine.transport, id) };
    },
    async (db, { view, step, units }) => {
      await writeCampaign(db, { ...view.data, next_step: step.data.next_step });
      await writeMarket(db, id, units, marketSignature(view.data));
    },
  );
}

/** Units the campaign can take (its countries × media types), from the mirror; undefined while loading. */
export function useMarketUnits(detail: CampaignDetail | null | undefined): MarketUnitRow[] | undefined {
  const countries = detail ? marketSignature(detail) : '';
  return useLiveRows(
    async (db) => {
      if (!detail) return [];
      const wanted = new Map(detail.countries.map((x) => [x.id, new Set(x.media_types.map((m) => m.media_type_id))]));
      const rows = await db.marketUnits
        .where('country_id')
        .anyOf([...wanted.keys()])
        .toArray();
      return rows.filter((u) => wanted.get(u.country_id)?.has(u.media_type_id));
    },
    [countries],
  );
}

/** A change to this campaign the server refused (e.g. a unit booked meanwhile), kept until replaced or discarded. */
export interface CartConflict {
  entryId: string;
  /** The mutation's current name (an entry stored under a former name included). */
  name: string;
  unitId: number | null;
  unitTitle: string | null;
  message: string;
}

/** Stored entry name (current or former) → the campaign mutation's current name. */
const CAMPAIGN_NAMES = new Map(campaignMutations.flatMap((m) => namesOf(m).map((n) => [n, m.name] as const)));
const UNIT_CHANGES = new Set([campaigns.attachUnit.name, campaigns.detachUnit.name]);
const campaignOf = (e: OutboxEntry): number | undefined => (e.args as { campaignId?: number } | undefined)?.campaignId;

/**
 * Refused and pending changes of a campaign, from the outbox (live): `conflicts` are entries the
 * server refused for good (failed), `pending` the ones still to send, `pendingUnitIds` the units
 * being added or removed, `pendingOther` the pending changes that are not unit changes.
 */
export function useCampaignOutbox(campaignId: number): {
  conflicts: CartConflict[];
  pendingUnitIds: Set<number>;
  pending: number;
  pendingOther: number;
} {
  return useLiveRows(
    async (db) => {
      const entries = (await db.outbox.orderBy('seq').toArray())
        .filter((e) => CAMPAIGN_NAMES.has(e.name) && campaignOf(e) === campaignId)
        .map((e) => ({ ...e, name: CAMPAIGN_NAMES.get(e.name)! }));
      const conflicts = entries
        .filter((e) => e.status === 'failed')
        .map((e) => {
          const a = e.args as { unitId?: number; unitTitle?: string };
          return {
            entryId: e.id,
            name: e.name,
            unitId: a.unitId ?? null,
            unitTitle: a.unitTitle ?? null,
            message: e.error?.message ?? '',
          };
        });
      const pending = entries.filter((e) => e.status === 'pending');
      const unitChanges = pending.filter((e) => UNIT_CHANGES.has(e.name));
      const pendingUnitIds = new Set(unitChanges.map((e) => (e.args as { unitId: number }).unitId));
      return { conflicts, pendingUnitIds, pending: pending.length, pendingOther: pending.length - unitChanges.length };
    },
    [campaignId],
    { conflicts: [], pendingUnitIds: new Set<number>(), pending: 0, pendingOther: 0 },
  );
}

/** `Omit` over each member of a union. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A step's data as the editor gives it (the screen adds the campaign id when it queues `campaignStep`). */
export type StepInput = OmitEach<StepArgs, 'campaignId'>;
/** A campaign action as the pages give it (the screen adds the campaign id when it queues `campaignAction`). */
export type ActionInput = OmitEach<ActionArgs, 'campaignId'>;

/**
 * Creates a campaign (step 1 needs a connection: the server gives the id) and mirrors it.
 * @throws ApiError (network: offline; 422 with the fields' messages)
 */
export async function createCampaign(
  engine: ReturnType<typeof useSyncEngine>,
  body: v.InferInput<typeof c.store.body>,
): Promise<CampaignDetail> {
  const answer = await engine.transport.call(c.store, { body });
  await engine.writeFresh(['campaignDetails', 'campaigns'], (db) => writeCampaign(db, answer.data));
  return answer.data;
}
