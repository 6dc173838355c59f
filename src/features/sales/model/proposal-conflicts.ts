/**
 * Units a refused booking or contract names (issue 16 "per-unit conflicts shown as in the cart: a unit booked
 * meanwhile is flagged with the server's reason and a replace action"; spec §8). The reference server refuses
 * `POST /proposals/{id}/booking` and `/contract` with one error per busy unit under `unit_<id>`
 * (server/handlers/sales/proposal-status.ts `refuseBusy`); the outbox keeps that object with the refused entry
 * (`SyncErrorInfo.errors`), and `unitConflicts` (src/sync/pending.ts, shared with the contracts) reads it back.
 */
export { unitConflicts, type UnitConflict } from '#src/sync/pending.ts';
