/** What the proposal harness page (harness.ts) measures, read by scripts/bench-proposals-web.ts as `window.pautaBench`. */
export interface ProposalBenchFigures {
  /** Lines of the mirrored proposal. */
  lines: number;
  /** Reading the proposal row from the account's IndexedDB mirror, ms each. */
  reads: number[];
  /** A segment price change through its named mutation (optimistic reprice + IndexedDB write of row and outbox entry), ms each. */
  changes: number[];
  /** The PDF of `pdf.units` units with as many different photos (`photoBytes` bytes of JPEG in all). */
  pdf: {
    units: number;
    photoBytes: number;
    ms: number;
    bytes: number;
    pages: number;
    heapBaseMiB: number;
    heapPeakMiB: number;
  };
  done: boolean;
  /** What it was doing when it failed. */
  stage: string;
  error?: string;
}
