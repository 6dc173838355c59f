/** The pure rules of the report pages, on hand-computed numbers. */
import { describe, expect, it } from 'vitest';
import { installationJob, poisMapData } from '../testing/fixtures.ts';
import { cartFigures, formatDistance, mediaTypeLines, poiLines, proofsByUnit, spendChart } from './report-model.ts';

describe('report model', () => {
  it('counts distinct units, people over the period and a day, and the first and last day', () => {
    expect(
      cartFigures([
        { id: 1, daily_traffic: 1000, start_date: '2026-12-01', end_date: '2026-12-10' },
        { id: 1, daily_traffic: 1000, start_date: '2026-12-20', end_date: '2026-12-20' },
        { id: 2, daily_traffic: 250, start_date: '2026-11-30', end_date: '2026-12-03' },
      ]),
    ).toEqual({
      units: 2,
      audience: 10_000 + 1000 + 1000,
      dailyAudience: 2250,
      start: '2026-11-30',
      end: '2026-12-20',
    });
    expect(cartFigures([])).toEqual({ units: 0, audience: 0, dailyAudience: 0, start: null, end: null });
  });

  it('joins budget rows with the media types’ dates, adds media types the budget lacks, and charts one country', () => {
    const budget = [
      {
        country_id: 10,
        country: 'México',
        currency: 'MXN',
        media_type_id: 3,
        media_type: 'Paraderos',
        percent: 40,
        budget: 400.1,
        spent: 100.2,
        remaining: 299.9,
        units: 1,
      },
    ];
    const types = [
      {
        country_id: 10,
        country: 'México',
        media_type_id: 3,
        name: 'Paraderos',
        category: 'print',
        start_date: '2026-12-01',
        end_date: '2026-12-10',
        days: 10,
        periods: null,
        percent: 40,
        units: 1,
      },
      {
        country_id: 10,
        country: 'México',
        media_type_id: 1,
        name: 'Digitales',
        category: 'digital',
        start_date: null,
        end_date: null,
        days: null,
        periods: null,
        percent: null,
        units: 0,
      },
    ];
    const lines = mediaTypeLines(budget, types, () => 'MXN');
    expect(lines.map((l) => [l.media_type, l.days, l.budget, l.spent])).toEqual([
      ['Digitales', null, null, 0],
      ['Paraderos', 10, 400.1, 100.2],
    ]);
    const chart = spendChart(lines, 10, { title: 'T', spent: 'Spent', budget: 'Budget' });
    expect(chart.labels).toEqual(['Digitales', 'Paraderos']);
    expect(chart.series.map((s) => [s.key, s.values, s.total])).toEqual([
      ['spent', [0, 100.2], 100.2],
      ['budget', [null, 400.1], 400.1],
    ]);
  });

  it('groups photos per unit newest first, and orders POIs nearest first', () => {
    const proofs = proofsByUnit([installationJob()]);
    expect(proofs.get(11)?.map((p) => p.photo.id)).toEqual([502, 501]);
    expect(proofs.has(12)).toBe(false);
    const map = poisMapData();
    map.pois.push({ id: 9, name: 'Lejos', category: 'park', lat: 0, lng: 0, nearest_unit_id: null, distance_m: null });
    expect(poiLines(map).map((p) => [p.name, p.nearest])).toEqual([
      ['Ángel de la Independencia', 'Pantalla 11'],
      ['Museo', 'Pantalla 12'],
      ['Lejos', null],
    ]);
    expect(formatDistance(1250)).toBe('1.250 m');
    expect(formatDistance(null)).toBe('—');
  });
});
