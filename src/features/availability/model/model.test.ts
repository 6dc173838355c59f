/**
 * The availability views' pure rules: the filters as the URL carries them and the query they make (default the
 * 30 days from today, at most 366), and the grid's decoding — day letters, columns, months, pages in view, held
 * periods.
 */
import { describe, expect, it } from 'vitest';
import { compactFilters, parseViewFilters, viewQueryOf, viewRange, viewRangeProblem } from './filters.ts';
import { dayStateAt, gridColumns, monthSpans, pageOfRow, pagesInView, runsOf } from './grid.ts';
import { isCalendarDate } from './search.ts';

describe('view filters', () => {
  it('parses what the URL carries and drops what does not parse', () => {
    expect(
      parseViewFilters({
        from: '2027-03-01',
        to: '2027-02-30',
        media_type: '3',
        country: 10,
        state: 'x',
        city: '0',
        provider: '99999999999',
        category: 'media-print',
        filter: '  Reforma ',
        other: 1,
      }),
    ).toEqual({ from: '2027-03-01', media_type: 3, country: 10, category: 'media-print', filter: 'Reforma' });
    expect(parseViewFilters({ category: 'posters', filter: '   ' })).toEqual({});
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it('reads the 30 days from today by default, and refuses over 366 days or a reversed range', () => {
    expect(viewRange({}, '2027-01-15')).toEqual({ from: '2027-01-15', to: '2027-02-13' });
    expect(viewRange({ from: '2027-03-01' }, '2027-01-15')).toEqual({ from: '2027-03-01', to: '2027-03-30' });
    expect(viewRangeProblem({ from: '2027-01-01', to: '2028-01-01' })).toBeNull(); // 366 days
    expect(viewRangeProblem({ from: '2027-01-01', to: '2028-01-02' })).toBe('too_long');
    expect(viewRangeProblem({ from: '2027-01-02', to: '2027-01-01' })).toBe('order');
    expect(viewQueryOf({ from: '2027-01-02', to: '2027-01-01' }, '2027-01-01')).toBeNull();
    expect(viewQueryOf({ media_type: 3, filter: '', city: undefined }, '2027-01-15')).toEqual({
      media_type: 3,
      from: '2027-01-15',
      to: '2027-02-13',
    });
    expect(compactFilters({ media_type: undefined, filter: '', state: 4 })).toEqual({ state: 4 });
  });
});

describe('grid rules', () => {
  it('decodes the day letters; an unknown letter or a day past the string reads free', () => {
    expect([0, 1, 2, 3, 4].map((i) => dayStateAt('fhbx', i))).toEqual(['free', 'held', 'busy', 'free', 'free']);
  });

  it('makes the day columns and the months over them', () => {
    const columns = gridColumns('2027-02-27', 5);
    expect(columns.map((c) => c.date)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02', '2027-03-03']);
    expect(columns[0]).toEqual({ date: '2027-02-27', day: 27, weekday: 6 });
    expect(monthSpans(columns)).toEqual([
      { key: '2027-02', year: 2027, month: 2, first: 0, count: 2 },
      { key: '2027-03', year: 2027, month: 3, first: 2, count: 3 },
    ]);
    expect(gridColumns('2027-01-01', 366).at(-1)!.date).toBe('2028-01-01');
  });

  it('finds the page(s) holding the rows in view', () => {
    expect(pageOfRow(0)).toBe(1);
    expect(pageOfRow(499)).toBe(1);
    expect(pageOfRow(500)).toBe(2);
    expect(pagesInView(480, 520)).toEqual([1, 2]);
    expect(pagesInView(4990, 4999)).toEqual([10, 10]);
    expect(pagesInView(0, 30, 10)).toEqual([1, 4]);
  });

  it('dates the runs of one state (held periods)', () => {
    expect(runsOf('hhffhbh', '2027-03-30', 'held')).toEqual([
      { start: '2027-03-30', end: '2027-03-31', days: 2 },
      { start: '2027-04-03', end: '2027-04-03', days: 1 },
      { start: '2027-04-05', end: '2027-04-05', days: 1 },
    ]);
    expect(runsOf('bbfx', '2027-03-01', 'free')).toEqual([{ start: '2027-03-03', end: '2027-03-04', days: 2 }]);
    expect(runsOf('', '2027-03-01', 'busy')).toEqual([]);
  });
});
