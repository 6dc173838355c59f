import { describe, expect, it } from 'vitest';
import {
  blockedPredicate,
  isUnavailable,
  monthGrid,
  moveFocus,
  rangeHasUnavailable,
  rangeMarks,
  selectDay,
} from './calendar.ts';

describe('monthGrid (spec §9: 7 columns, Monday first)', () => {
  it('lays out March 2024 from Monday 26 February', () => {
    const grid = monthGrid(2024, 3);
    expect(grid).toHaveLength(6);
    expect(grid.every((w) => w.length === 7)).toBe(true);
    expect(grid[0]?.[0]).toEqual({ date: '2024-02-26', day: 26, inMonth: false });
    expect(grid[0]?.[4]).toEqual({ date: '2024-03-01', day: 1, inMonth: true });
    expect(grid.flat().filter((c) => c.inMonth)).toHaveLength(31);
    expect(grid[5]?.[6]?.date).toBe('2024-04-07');
  });
  it('starts on the 1st when the month begins on a Monday', () => {
    expect(monthGrid(2024, 1)[0]?.[0]).toEqual({ date: '2024-01-01', day: 1, inMonth: true });
  });
  it('handles a February of 28 days and year boundaries', () => {
    expect(
      monthGrid(2021, 2)
        .flat()
        .filter((c) => c.inMonth),
    ).toHaveLength(28);
    expect(monthGrid(2025, 1)[0]?.[0]?.date).toBe('2024-12-30');
  });
});

const none = () => false;
const blocked = (d: string) => d === '2024-03-10';

describe('blocked and unavailable days', () => {
  it('accepts a list or a predicate', () => {
    expect(blockedPredicate(['2024-03-05'])('2024-03-05')).toBe(true);
    expect(blockedPredicate(['2024-03-05'])('2024-03-06')).toBe(false);
    expect(blockedPredicate((d) => d.endsWith('-01'))('2024-03-01')).toBe(true);
    expect(blockedPredicate(undefined)('2024-03-01')).toBe(false);
  });
  it('treats days outside min/max as unavailable', () => {
    expect(isUnavailable('2024-03-01', none, '2024-03-02')).toBe(true);
    expect(isUnavailable('2024-03-02', none, '2024-03-02')).toBe(false);
    expect(isUnavailable('2024-03-10', none, undefined, '2024-03-09')).toBe(true);
    expect(rangeHasUnavailable('2024-03-01', '2024-03-10', (d) => d === '2024-03-10')).toBe(true);
    expect(rangeHasUnavailable('2024-03-01', '2024-03-09', (d) => d === '2024-03-10')).toBe(false);
  });
});

describe('rangeMarks', () => {
  it('marks start, end and the days between', () => {
    const r = { start: '2024-03-05', end: '2024-03-08' };
    expect(rangeMarks('2024-03-05', r)).toEqual({ start: true, end: false, inRange: false });
    expect(rangeMarks('2024-03-06', r)).toEqual({ start: false, end: false, inRange: true });
    expect(rangeMarks('2024-03-08', r)).toEqual({ start: false, end: true, inRange: false });
    expect(rangeMarks('2024-03-09', r).inRange).toBe(false);
    expect(rangeMarks('2024-03-06', { start: '2024-03-05' }).inRange).toBe(false);
  });
});

describe('selectDay', () => {
  it('starts, ends and restarts a range', () => {
    const first = selectDay({}, '2024-03-05', blocked);
    expect(first).toEqual({ ok: true, range: { start: '2024-03-05' } });
    expect(selectDay({ start: '2024-03-05' }, '2024-03-08', blocked)).toEqual({
      ok: true,
      range: { start: '2024-03-05', end: '2024-03-08' },
    });
    expect(selectDay({ start: '2024-03-05', end: '2024-03-08' }, '2024-03-20', blocked)).toEqual({
      ok: true,
      range: { start: '2024-03-20' },
    });
    expect(selectDay({ start: '2024-03-05' }, '2024-03-05', blocked)).toEqual({
      ok: true,
      range: { start: '2024-03-05', end: '2024-03-05' },
    });
  });
  it('moves the start when an earlier day is picked', () => {
    expect(selectDay({ start: '2024-03-05' }, '2024-03-01', blocked)).toEqual({
      ok: true,
      range: { start: '2024-03-01' },
    });
  });
  it('refuses a blocked day and a range containing one', () => {
    expect(selectDay({}, '2024-03-10', blocked)).toEqual({ ok: false, reason: 'unavailable' });
    expect(selectDay({ start: '2024-03-05' }, '2024-03-12', blocked)).toEqual({
      ok: false,
      reason: 'blocked-in-range',
    });
  });
});

describe('moveFocus', () => {
  it('moves by day, week, month and to the week ends', () => {
    expect(moveFocus('2024-03-31', 'ArrowRight')).toBe('2024-04-01');
    expect(moveFocus('2024-03-01', 'ArrowLeft')).toBe('2024-02-29');
    expect(moveFocus('2024-03-05', 'ArrowDown')).toBe('2024-03-12');
    expect(moveFocus('2024-03-05', 'ArrowUp')).toBe('2024-02-27');
    expect(moveFocus('2024-01-31', 'PageDown')).toBe('2024-02-29');
    expect(moveFocus('2024-03-06', 'Home')).toBe('2024-03-04');
    expect(moveFocus('2024-03-06', 'End')).toBe('2024-03-10');
    expect(moveFocus('2024-03-06', 'a')).toBeUndefined();
  });
});
