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
  /**
   * The floors, measured in the same page on the same units (issue 21: figures as ratios): a bare maplibre map with
   * the same offline basemap and the same clustered points, created to its first idle (`mapFirstMs`) and given each
   * filter's points to its next idle (`map`); and a bare in-memory filter of the units followed by one frame (`list`), ms.
   */
  floors: { mapFirstMs: number; map: number[]; list: number[] };
  /** Cart recalculation with `units` units: repricing alone, and a spots change through its mutation (optimistic write), ms each. */
  cart: { units: number; reprice: number[]; change: number[] };
  done: boolean;
  /** What it was doing when it failed. */
  stage: string;
  error?: string;
}
