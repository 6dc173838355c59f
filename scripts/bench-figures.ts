/**
 * The figures `npm run bench` reports against their physical floor (issue 21 "Performance to the limit, measured as
 * ratios that hold on a busy machine"). Absolute times on this 2-core machine say as much about its neighbours as
 * about Pauta; a ratio to a floor measured in the same run, in the same browser, on the same rows, does not.
 *
 * A figure is its value, the floor's value and what the floor is, the ratio value / floor, the bound the ratio must
 * keep (`lower`: ratio ≤ bound, e.g. pull ≤ 2× a bare bulkPut; `higher`: ratio ≥ bound, e.g. replay ≥ 0.5× a bare
 * loop of requests), and the absolute target. `record` prints one line per figure and keeps it; `npm run bench --
 * --json FILE` writes every kept figure to FILE for tracking (`benchJson`). `ratioVerdict` is the regression
 * guard's arithmetic: a ratio more than `tolerance` (30 %) past its bound fails.
 */
import fs from 'node:fs';

/** One measured figure (units as named: ms, s, KB, MB, /s). */
export interface Figure {
  /** Stable id for tracking, e.g. `sync.pull10k`. */
  id: string;
  /** What was measured, as printed. */
  label: string;
  value: number;
  unit: string;
  /** Whether a lower value is better (times, bytes) or a higher one (throughput). */
  better: 'lower' | 'higher';
  /** Absolute target (≤ for `lower`, ≥ for `higher`), when the issue names one. */
  target?: number;
  /** The floor measured in the same run, in the same unit, and what it is. */
  floor?: { value: number; what: string };
  /** value / floor. */
  ratio?: number;
  /** Bound the ratio must keep: ≤ for `lower`, ≥ for `higher`. */
  bound?: number;
}

const kept: Figure[] = [];

/** Formats a value with a sensible number of decimals. */
const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2));

/**
 * Whether a figure meets its target and its ratio bound, and whether its ratio has regressed past the bound by
 * more than `tolerance` (the regression guard of `npm test`).
 * @returns `meets`: target and bound both kept (true when a figure has neither); `regressed`: the ratio is past its
 *   bound by more than `tolerance` (0.3 = 30 %)
 */
export function ratioVerdict(
  f: Figure,
  tolerance = 0.3,
): { meetsTarget: boolean; meetsBound: boolean; regressed: boolean } {
  const lower = f.better === 'lower';
  const meetsTarget = f.target === undefined || (lower ? f.value <= f.target : f.value >= f.target);
  if (f.ratio === undefined || f.bound === undefined) return { meetsTarget, meetsBound: true, regressed: false };
  const meetsBound = lower ? f.ratio <= f.bound : f.ratio >= f.bound;
  const regressed = lower ? f.ratio > f.bound * (1 + tolerance) : f.ratio < f.bound * (1 - tolerance);
  return { meetsTarget, meetsBound, regressed };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The printed line of a figure: value, target, floor, ratio and bound, each with ✓ or ✗. */
export function figureLine(f: Figure): string {
  const v = ratioVerdict(f);
  const cmp = f.better === 'lower' ? '≤' : '≥';
  let line = `${f.label}: ${fmt(f.value)} ${f.unit}`;
  if (f.target !== undefined) line += ` (target ${cmp} ${fmt(f.target)} ${f.unit} ${mark(v.meetsTarget)})`;
  if (f.floor && f.ratio !== undefined) {
    line += `; floor ${fmt(f.floor.value)} ${f.unit} (${f.floor.what}); ratio ${fmt(f.ratio)}`;
    if (f.bound !== undefined) line += ` (bound ${cmp} ${fmt(f.bound)} ${mark(v.meetsBound)})`;
  }
  return line;
}

/**
 * Keeps a figure and prints its line. The ratio is computed from the floor when one is given.
 * @throws Error when a floor is not a positive number (a floor of 0 would make every ratio infinite)
 */
export function record(f: Omit<Figure, 'ratio'>): Figure {
  if (f.floor && !(f.floor.value > 0))
    throw new Error(`${f.id}: the floor must be a positive number, not ${f.floor.value}`);
  const full: Figure = f.floor ? { ...f, ratio: f.value / f.floor.value } : { ...f };
  kept.push(full);
  console.log(figureLine(full));
  return full;
}

/** Every figure kept so far in this process. */
export const keptFigures = (): readonly Figure[] => kept;

/**
 * Writes the kept figures as JSON (`{ at, figures }`) when the command line asks for it (`--json FILE`).
 * @returns the file written, or undefined when not asked
 */
export function benchJson(argv: readonly string[] = process.argv, now = new Date()): string | undefined {
  const i = argv.indexOf('--json');
  if (i < 0) return undefined;
  const file = argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[i + 1]! : 'bench-figures.json';
  fs.writeFileSync(file, `${JSON.stringify({ at: now.toISOString(), figures: kept }, null, 2)}\n`);
  return file;
}
