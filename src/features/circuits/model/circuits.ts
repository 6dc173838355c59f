/**
 * Who may do what with circuits (product.md §2 "circuits", §6; the server's rules in server/handlers/circuits.ts
 * and src/api/contract/circuits.ts): listing and reading for `units.*` or `browse_availability`; creating and
 * saving for `units.*` (providers for their own provider, administrators any); a shared circuit (`provider_id`
 * null) is read-only for a provider (the server answers 403 `circuits.shared_read_only`). Pure: no React, no I/O.
 */
import { hasPermission, isSuperuser } from '#src/api/contract/permissions.ts';

/** The part of the signed-in profile the circuit screens need (the route passes it). */
export interface CircuitsViewer {
  permissions: readonly string[];
  /** The provider the account works for (providers), else null. */
  providerId: number | null;
}

/** The viewer of a profile. */
export function circuitsViewerOf(p: { permissions: readonly string[]; provider_id: number | null }): CircuitsViewer {
  return { permissions: p.permissions, providerId: p.provider_id };
}

/** Creating and saving circuits (`units.*`). */
export function mayWriteCircuits(v: CircuitsViewer): boolean {
  return hasPermission(v.permissions, 'units.*');
}

/** True when the viewer may change `circuit`: it may write, and a provider only its own (never a shared one). */
export function mayEditCircuit(v: CircuitsViewer, circuit: { provider_id: number | null }): boolean {
  if (!mayWriteCircuits(v)) return false;
  if (isSuperuser(v.permissions)) return true;
  return v.providerId !== null && circuit.provider_id === v.providerId;
}

/** "4, 9, 12" ↔ [4, 9, 12]: the form holds the chosen unit ids as text. */
export function idsText(ids: readonly number[]): string {
  return ids.join(', ');
}
