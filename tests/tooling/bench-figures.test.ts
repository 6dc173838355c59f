/** Figures against their floor (scripts/bench-figures.ts): the ratio, its bound, the 30 % regression margin, --json. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { benchJson, figureLine, keptFigures, ratioVerdict, record, type Figure } from '#scripts/bench-figures.ts';

const pull: Figure = {
  id: 'sync.pull10k',
  label: 'pull',
  value: 900,
  unit: 'ms',
  better: 'lower',
  target: 1000,
  floor: { value: 500, what: 'bulkPut' },
  ratio: 1.8,
  bound: 2,
};

describe('ratioVerdict', () => {
  it('keeps a lower-is-better ratio under its bound, and calls it regressed only past the bound by more than 30 %', () => {
    expect(ratioVerdict(pull)).toEqual({ meetsTarget: true, meetsBound: true, regressed: false });
    expect(ratioVerdict({ ...pull, ratio: 2.5 })).toEqual({ meetsTarget: true, meetsBound: false, regressed: false });
    expect(ratioVerdict({ ...pull, ratio: 2.61, value: 1300 })).toEqual({
      meetsTarget: false,
      meetsBound: false,
      regressed: true,
    });
  });

  it('reads a higher-is-better ratio the other way (replay ≥ 0.5× the bare loop)', () => {
    const replay: Figure = { ...pull, better: 'higher', value: 90, target: 500, ratio: 0.47, bound: 0.5 };
    expect(ratioVerdict(replay)).toEqual({ meetsTarget: false, meetsBound: false, regressed: false });
    expect(ratioVerdict({ ...replay, ratio: 0.34 }).regressed).toBe(true);
    expect(ratioVerdict({ ...replay, ratio: 0.6, value: 600 })).toEqual({
      meetsTarget: true,
      meetsBound: true,
      regressed: false,
    });
  });

  it('a figure without a floor or bound is judged on its target alone', () => {
    expect(ratioVerdict({ id: 'x', label: 'x', value: 3, unit: 'KB', better: 'lower', target: 2 })).toEqual({
      meetsTarget: false,
      meetsBound: true,
      regressed: false,
    });
  });
});

describe('the printed line and the kept figures', () => {
  it('prints value, target, floor, ratio and bound with a mark each', () => {
    expect(figureLine(pull)).toBe(
      'pull: 900 ms (target ≤ 1000 ms ✓); floor 500 ms (bulkPut); ratio 1.80 (bound ≤ 2.00 ✓)',
    );
  });

  it('computes the ratio, refuses a floor of zero, and writes the kept figures with --json', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const { ratio: _, ...withoutRatio } = pull;
      expect(record(withoutRatio).ratio).toBe(1.8);
      expect(() => record({ ...withoutRatio, floor: { value: 0, what: 'nothing' } })).toThrow(
        /floor must be a positive/,
      );
    } finally {
      log.mockRestore();
    }
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'figures-')), 'f.json');
    expect(benchJson(['node', 'bench'])).toBeUndefined();
    expect(benchJson(['node', 'bench', '--json', file], new Date('2026-11-26T00:00:00Z'))).toBe(file);
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as { at: string; figures: Figure[] };
    expect(written.at).toBe('2026-11-26T00:00:00.000Z');
    expect(written.figures).toEqual(keptFigures());
    expect(written.figures[0]).toMatchObject({ id: 'sync.pull10k', ratio: 1.8, bound: 2 });
  });
});
