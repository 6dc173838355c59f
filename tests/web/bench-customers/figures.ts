/** What the customers harness page (harness.tsx) measures, read by scripts/bench-customers.ts as `window.pautaBench`. */
export interface CustomerBenchFigures {
  customers: number;
  /** Writing the customers into the IndexedDB mirror (one bulkPut), ms. */
  seedMs: number;
  /** From asking React to render to the first page of the list painted (read from IndexedDB + index + render), ms. */
  firstRenderMs: number;
  /** Per keystroke in the search field: from the input event to the list painted (the next frame), ms. */
  keystrokes: number[];
  /** Per keystroke: from the input event to the list re-rendered and committed to the DOM (before paint), ms. */
  handled: number[];
  /** Waiting for the next painted frame with no work to do, ms: the floor of `keystrokes`. */
  idleFrames: number[];
  /** The same searches through `filterCustomers` alone (no React, no paint), ms: the floor. */
  filterOnly: number[];
  done: boolean;
  stage: string;
  error?: string;
}
