/** What the contract harness page (harness.ts) measures, read by scripts/bench-contracts-web.ts as `window.pautaBench`. */
export interface ContractBenchFigures {
  /** Units of the mirrored contract. */
  units: number;
  /** Reading the contract row from the account's IndexedDB mirror (by contract id, as the page opens), ms each. */
  reads: number[];
  /** A unit's spots change through `contracts.updateContractUnitSpots` (reprice + IndexedDB write of row and outbox entry), ms each. */
  changes: number[];
  /** The reprice alone (`repriceContract` over every unit, the shared rules), ms each. */
  reprices: number[];
  done: boolean;
  /** What it was doing when it failed. */
  stage: string;
  error?: string;
}
