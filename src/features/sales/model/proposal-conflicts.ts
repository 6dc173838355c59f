/**
 * Units a refused booking or contract names (issue 16 "per-unit conflicts shown as in the cart: a unit booked
 * meanwhile is flagged with the server's reason and a replace action"; spec §8: the 422's error object as the
 * server sent it). The reference server refuses `POST /proposals/{id}/booking` and `/contract` with one error per
 * busy unit under `unit_<id>` (server/handlers/sales/proposal-status.ts `refuseBusy`); the outbox keeps that object
 * with the refused entry (`SyncErrorInfo.errors`), and this reads it back per unit. Pure: no React, no I/O.
 */
import type { PendingAction } from '#src/sync/pending.ts';

/** A unit of the proposal the server refused to hold: the refused entry and the server's reason. */
export interface UnitConflict {
  unitId: number;
  /** The outbox entry of the refused booking or contract. */
  entryId: string;
  /** The server's reason for this unit (who holds it and which days), else the refusal's message. */
  message: string;
}

const UNIT_KEY = /^unit_(\d+)$/;

/**
 * The busy units of the refused entries among `actions` (newest refusal wins for a unit named twice).
 * @param actions pending actions of one proposal's booking and contract mutations, in outbox order
 * @returns unit id → conflict; empty when nothing was refused or the refusal named no unit
 */
export function unitConflicts(
  actions: readonly Pick<PendingAction<unknown>, 'entryId' | 'state' | 'message' | 'errors'>[],
): Map<number, UnitConflict> {
  const out = new Map<number, UnitConflict>();
  for (const a of actions) {
    if (a.state !== 'refused' || !a.errors) continue;
    for (const [key, messages] of Object.entries(a.errors)) {
      const hit = UNIT_KEY.exec(key);
      if (!hit) continue;
      const unitId = Number(hit[1]);
      out.set(unitId, { unitId, entryId: a.entryId, message: messages[0] ?? a.message ?? '' });
    }
  }
  return out;
}
