/** What the unit selection harness page (harness.tsx) measures, read by scripts/bench-selection.ts as `window.pautaBench`. */
export interface BenchFigures {
  units: number;
  /** Reading the units from the IndexedDB mirror, ms. */
  readMs: number;
  /** From asking React to render to the list painted with rows, ms. */
  listMs: number;
  /** From asking React to render to the map drawn with every point, ms. */
  mapMs: number;
  /** Per filter change: to the list painted, and to the map redrawn, ms. */
  filters: { list: number[]; map: number[] };
  /** Cart recalculation with `units` units: repricing alone, and a spots change through its mutation (optimistic write), ms each. */
  cart: { units: number; reprice: number[]; change: number[] };
  done: boolean;
  /** What it was doing when it failed. */
  stage: string;
  error?: string;
}
