/**
 * Movement units on the device (product.md §2, §4 field operations): the list and one movement read from
 * the server (not mirrored: `offline` without a connection), and the two
 * actions queued as named mutations.
 */
import { useCallback } from 'react';
import { useServerRead } from '#src/api/use-server-read.ts';
import { api } from '#src/api/index.ts';
import * as mu from '#src/api/contract/movement-units.ts';
import type { Movement } from '#src/api/contract/movement-units.ts';
import { useLiveRows, useSyncEngine } from '#src/sync/index.ts';
import { moveUnit, moveUnits, removeContractUnit } from '../mutations.ts';

export type { Movement };

/** A page of movements, newest first (20 per page); kept on the device for an offline reload. */
export function useMovements(page: number, pending: number) {
  return useServerRead(() => api.call(mu.list, { query: { page, per_page: 20 } }), `${page}:${pending}`, {
    persist: `movements:${page}`,
  });
}

export function useMovement(id: number) {
  return useServerRead(() => api.call(mu.show, { params: { id } }).then((a) => a.data), String(id), {
    persist: `movement:${id}`,
  });
}

/** Movement actions waiting on this device. */
export function usePendingMovements(): number {
  return useLiveRows(
    async (db) =>
      db.outbox
        .where('status')
        .equals('pending')
        .filter((e) => e.name.startsWith('movementUnits.'))
        .count(),
    [],
    0,
  );
}

export function useMovementActions() {
  const engine = useSyncEngine();
  /** One move goes as POST /movement-units, several as POST /movement-units/multiple (all or none). */
  const move = useCallback(
    (campaignId: number, moves: { from: number; to: number }[], reason: string) =>
      moves.length === 1
        ? engine.enqueue(moveUnit, { campaignId, from: moves[0]!.from, to: moves[0]!.to, reason })
        : engine.enqueue(moveUnits, { campaignId, moves, reason }),
    [engine],
  );
  const remove = useCallback(
    (campaignId: number, unitId: number, reason: string) =>
      engine.enqueue(removeContractUnit, { campaignId, unitId, reason }),
    [engine],
  );
  return { move, remove };
}
