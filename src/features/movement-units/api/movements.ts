/**
 * Movement units on the device (product.md §2, §4 field operations): the list and one movement read from
 * the server (not mirrored; the last answers are kept on the device and shown offline, saying from when),
 * and how many movement actions wait in the outbox. The actions themselves are the mutations of
 * ../mutations.ts, queued by the screen with `useMutation`; each reads the list again once the server
 * acknowledged it (`invalidates`).
 */
import * as mu from '#src/api/contract/movement-units.ts';
import type { Movement } from '#src/api/contract/movement-units.ts';
import { usePending, useRead } from '#src/sync/index.ts';
import * as movementUnits from '../mutations.ts';

export type { Movement };

/** A page of movements, newest first (20 per page); kept on the device for an offline reload. */
export function useMovements(page: number) {
  return useRead(mu.list, { query: { page, per_page: 20 } }, { keep: true });
}

/** One movement, kept on the device. */
export function useMovement(id: number) {
  return useRead(mu.show, { params: { id } }, { keep: true, select: (a) => a.data });
}

const waiting = (p: { state: string }) => p.state === 'waiting';

/** Movement actions waiting on this device (refused ones are left to the sync centre). */
export function usePendingMovements(): number {
  return (
    usePending(movementUnits.store).filter(waiting).length +
    usePending(movementUnits.multiple).filter(waiting).length +
    usePending(movementUnits.removeContractUnit).filter(waiting).length
  );
}
