/**
 * What the associations screen reads and does (issue 19; product.md §2 "associations", §3 "request association
 * with a price-change permission", §4 "Price-change permission on an association can be given or revoked";
 * api-catalogue.md "Request associations"; rules in src/api/contract/business-rules.ts).
 *
 * The spec has no call listing associations (only store, update, destroy and the two price-change calls), so the
 * list is what this account learnt from the server's answers: each write's answer is kept on the device (the
 * account's `serverReads`, key `ASSOCIATIONS_KEY`, at most SERVER_READS_KEPT rows like every kept read) and the
 * screen shows it offline too, with the time of the last answer. Every write needs the server now (online,
 * never queued); a 404 (withdrawn elsewhere, or out of reach) drops the row from the device.
 *
 * A requester (seller, agency, client) also reads `GET /client/providers` (kept on the device): every provider it
 * may ask, each with its own request to it — so its associations are listed even on a new device. A provider has
 * no such call: it sees the requests this device learnt of.
 */
import * as br from '#src/api/contract/business-rules.ts';
import { ApiError } from '#src/api/errors.ts';
import { useMemo } from 'react';
import { useLiveRows, useRead, useSyncEngine, type PautaDb } from '#src/sync/index.ts';

/** The device's row holding the known associations. */
export const ASSOCIATIONS_KEY = 'partners-associations';

/** What the device knows: the associations, newest first, and when the last answer came (epoch ms). */
export interface KnownAssociations {
  rows: br.RequestAssociation[];
  at: number | undefined;
}

const EMPTY: KnownAssociations = { rows: [], at: undefined };

/** The known associations of the account's device (test seeds and the screen's writes use it). */
export async function readKnownAssociations(db: PautaDb): Promise<KnownAssociations> {
  const row = await db.serverReads.get(ASSOCIATIONS_KEY);
  return row ? { rows: (row.value as br.RequestAssociation[]) ?? [], at: row.at } : EMPTY;
}

/** Writes `a` (an answer of the server) into the known list, or drops id `gone`. */
export async function keepAssociation(db: PautaDb, change: { a: br.RequestAssociation } | { gone: number }) {
  const { rows } = await readKnownAssociations(db);
  const id = 'a' in change ? change.a.id : change.gone;
  const next = rows.filter((r) => r.id !== id);
  if ('a' in change) next.unshift(change.a);
  await db.serverReads.put({ key: ASSOCIATIONS_KEY, value: next, at: Date.now() });
}

/** The providers a requester may ask, each with its own request (GET /client/providers, first 100), kept. */
function useProviderRequests(enabled: boolean) {
  return useRead(br.clientProviders, { query: { per_page: 100 } }, { keep: true, enabled, select: (a) => a.data });
}

/**
 * The known associations, live (module doc): those learnt on this device, and for a requester (`requester`) its
 * own requests as GET /client/providers answers them; one row per association, the newest answer of each.
 */
export function useKnownAssociations(requester = false): KnownAssociations {
  const local = useLiveRows(readKnownAssociations, [], EMPTY);
  const read = useProviderRequests(requester);
  return useMemo(() => {
    const mine = (read.value ?? []).flatMap((p) => (p.association ? [p.association] : []));
    if (!mine.length) return local;
    const byId = new Map(local.rows.map((r) => [r.id, r]));
    for (const a of mine) {
      const known = byId.get(a.id);
      if (!known || known.updated_at < a.updated_at) byId.set(a.id, a);
    }
    const rows = [...byId.values()].toSorted((a, b) => b.created_at.localeCompare(a.created_at));
    return { rows, at: Math.max(local.at ?? 0, read.at ?? 0) || undefined };
  }, [local, read.value, read.at]);
}

/** The providers a requester may choose, by name: every provider the server lists, and those known here. */
export function useProviderChoices(): { id: number; name: string }[] {
  const { rows } = useKnownAssociations();
  const read = useProviderRequests(true);
  const byId = new Map(rows.map((r) => [r.provider_id, r.provider_name]));
  for (const p of read.value ?? []) byId.set(p.id, p.name);
  return [...byId].map(([id, name]) => ({ id, name })).toSorted((a, b) => a.name.localeCompare(b.name));
}

/** The association writes, online; each keeps the server's answer on the device (module doc). */
export function useAssociationActions() {
  const { transport, db } = useSyncEngine();
  /** Runs a call on association `id`; a 404 drops it from the device before rethrowing. */
  const on = async (id: number, call: () => Promise<{ data: br.RequestAssociation; message: string }>) => {
    try {
      const answer = await call();
      await keepAssociation(db, { a: answer.data });
      return answer.message;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) await keepAssociation(db, { gone: id });
      throw e;
    }
  };
  return {
    /** Asks provider `provider_id`. @throws ApiError (422 `provider_id` when already asked) */
    async request(body: { provider_id: number; message?: string }): Promise<br.RequestAssociation> {
      const answer = await transport.call(br.storeRequestAssociation, { body });
      await keepAssociation(db, { a: answer.data });
      return answer.data;
    },
    /** The requester's new message (while pending). @returns the server's message */
    editMessage: (id: number, message: string) =>
      on(id, () => transport.call(br.updateRequestAssociation, { params: { id }, body: { message } })),
    /** The provider's decision. @returns the server's message */
    decide: (id: number, status: 'accepted' | 'rejected') =>
      on(id, () => transport.call(br.updateRequestAssociation, { params: { id }, body: { status } })),
    /** Gives (`true`) or revokes the price-change permission. @returns the server's message */
    priceChange: (id: number, give: boolean) =>
      on(id, () => transport.call(give ? br.givePriceChange : br.revokePriceChange, { params: { id } })),
    /** Withdraws a pending request. @returns the server's message */
    async withdraw(id: number): Promise<string> {
      try {
        const answer = await transport.call(br.deleteRequestAssociation, { params: { id } });
        await keepAssociation(db, { gone: id });
        return answer.message;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) await keepAssociation(db, { gone: id });
        throw e;
      }
    },
  };
}
