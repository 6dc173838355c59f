/** What the availability grid harness page (harness.tsx) measures, read by scripts/bench-availability-grid.ts as `window.pautaBench`. */
export interface GridBenchFigures {
  units: number;
  days: number;
  /** From asking React to render the screen to the first rows of day cells painted (page 1 read, parsed, validated), ms. */
  firstRenderMs: number;
  /** Elements inside the grid's scroll box after the first render (the DOM kept small by virtualisation). */
  gridElements: number;
  /** Interval between animation frames while the grid scrolls (vertically, then both ways), ms each. */
  frames: number[];
  /** One scroll step handled synchronously: scroll event → virtualisers → React render → layout, ms each. */
  steps: number[];
  /** A jump to the last rows: scroll to row 4,990 until its cells are painted (page 10 read and drawn), ms. */
  jumpMs: number;
  /** Elements inside the grid's scroll box at the end (unchanged by scrolling). */
  gridElementsAfter: number;
  done: boolean;
  /** What it was doing when it failed. */
  stage: string;
  error?: string;
}
