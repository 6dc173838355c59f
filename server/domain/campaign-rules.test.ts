/** Campaign planning rules on the server: state changes, progress, availability, reach and distances. */
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  busyPeriods,
  buyTimeEnd,
  checkCampaignAction,
  conflicts,
  distanceMetres,
  peakLoad,
  percentMismatches,
  progressOf,
  reachOf,
  statusAfterCartChange,
  stepsDoneAfter,
} from './campaign-rules.ts';

describe('campaign actions', () => {
  it('edits only while draft, in progress or reserved', () => {
    for (const s of ['draft', 'in_progress', 'reserved']) expect(checkCampaignAction('edit', s)).toEqual({ ok: true });
    for (const s of ['contracted', 'finished', 'cancelled'])
      expect(checkCampaignAction('edit', s)).toEqual({ ok: false, status: 409, key: 'campaign.locked' });
  });

  it('reserves once, cancels a reservation only while reserved', () => {
    expect(checkCampaignAction('reserve', 'in_progress').ok).toBe(true);
    expect(checkCampaignAction('reserve', 'reserved')).toMatchObject({ key: 'campaign.already_reserved' });
    expect(checkCampaignAction('reserve', 'contracted')).toMatchObject({ key: 'campaign.locked' });
    expect(checkCampaignAction('cancel_reservation', 'reserved').ok).toBe(true);
    expect(checkCampaignAction('cancel_reservation', 'in_progress')).toMatchObject({ key: 'campaign.not_reserved' });
  });

  it('contracts from a reservation or an accepted price', () => {
    expect(checkCampaignAction('contract', 'reserved').ok).toBe(true);
    expect(checkCampaignAction('contract', 'in_progress')).toMatchObject({ key: 'campaign.cannot_contract' });
    expect(checkCampaignAction('contract', 'in_progress', true).ok).toBe(true);
    expect(checkCampaignAction('contract', 'contracted', true)).toMatchObject({ key: 'campaign.locked' });
  });

  it('cancels anything but a finished campaign', () => {
    for (const s of ['draft', 'reserved', 'contracted', 'cancelled'])
      expect(checkCampaignAction('cancel', s).ok).toBe(true);
    expect(checkCampaignAction('cancel', 'finished')).toMatchObject({ key: 'campaign.finished' });
  });

  it('a draft with units is in progress', () => {
    expect(statusAfterCartChange('draft', 1)).toBe('in_progress');
    expect(statusAfterCartChange('draft', 0)).toBe('draft');
    expect(statusAfterCartChange('reserved', 3)).toBe('reserved');
  });
});

describe('progress', () => {
  it('answers the next step and the current one (next − 1)', () => {
    // manual print: basic_data, media_types, dates, print_dates, advanced_filters, pois, unit_selection, units_update
    expect(progressOf('manual', 'print', 0)).toMatchObject({ next_step: 1, current_step: 0 });
    expect(progressOf('manual', 'print', 3)).toMatchObject({ next_step: 4, current_step: 3 });
    expect(progressOf('manual', 'print', 8)).toMatchObject({ next_step: 8, current_step: 7 });
    expect(progressOf('manual', 'digital', 8).steps).not.toContain('print_dates');
    expect(progressOf('budget', 'print', 0).steps).toHaveLength(12);
  });

  it('moves to the furthest step saved, never back', () => {
    expect(stepsDoneAfter('manual', 'print', 1, 'dates')).toBe(3);
    expect(stepsDoneAfter('manual', 'print', 5, 'media_types')).toBe(5);
    // a step the type does not walk changes nothing
    expect(stepsDoneAfter('manual', 'print', 2, 'yoda_factor')).toBe(2);
  });
});

describe('availability', () => {
  const holds = [
    { start: '2026-11-10', end: '2026-11-20', spots: 1 },
    { start: '2026-11-15', end: '2026-11-25', spots: 1 },
    { start: '2026-11-26', end: '2026-11-28', spots: 2 },
  ];

  it('a one-spot unit is busy whenever someone holds it; touching periods merge', () => {
    expect(busyPeriods(holds, 1)).toEqual([{ start: '2026-11-10', end: '2026-11-28' }]);
  });

  it('a two-spot unit is busy only where two spots are held', () => {
    expect(busyPeriods(holds, 2)).toEqual([
      { start: '2026-11-15', end: '2026-11-20' },
      { start: '2026-11-26', end: '2026-11-28' },
    ]);
    expect(busyPeriods(holds, 3)).toEqual([]);
    expect(busyPeriods([], 1)).toEqual([]);
  });

  it('finds conflicts with a range and the peak load in it', () => {
    const busy = busyPeriods(holds, 2);
    expect(conflicts(busy, '2026-11-01', '2026-11-14')).toEqual([]);
    expect(conflicts(busy, '2026-11-20', '2026-11-27')).toHaveLength(2);
    expect(peakLoad(holds, '2026-11-01', '2026-11-12')).toBe(1);
    expect(peakLoad(holds, '2026-11-01', '2026-11-30')).toBe(2);
    expect(peakLoad(holds, '2026-12-01', '2026-12-30')).toBe(0);
  });

  it('a buy-time end is start + period × periods − 1', () => {
    expect(buyTimeEnd('2026-11-02', 7, 2)).toBe('2026-11-15');
    expect(buyTimeEnd('2026-12-28', 7, 1)).toBe('2027-01-03');
  });
});

describe('checks and reads', () => {
  it("each country's media-type percents add up to 100", () => {
    expect(
      percentMismatches([
        { country_id: 1, percent: 60 },
        { country_id: 1, percent: 40 },
        { country_id: 2, percent: 100 },
      ]),
    ).toEqual([]);
    expect(
      percentMismatches([
        { country_id: 1, percent: 60 },
        { country_id: 1, percent: 30 },
      ]),
    ).toEqual([{ country_id: 1, sum: 90 }]);
  });

  it('reach: a week is 7 days, a month 30, vehicles add up to the daily traffic', () => {
    const r = reachOf(12_345);
    expect(r).toMatchObject({
      daily_traffic: 12_345,
      weekly: 86_415,
      monthly: 370_350,
      cars: 8642,
      buses: 1852,
      bikes: 617,
    });
    expect(r.cars + r.buses + r.bikes + r.trucks).toBe(12_345);
  });

  it('measures distances and boxes around a point', () => {
    // Zócalo to the Ángel de la Independencia, Mexico City: about 3.7 km
    const zocalo = { lat: 19.4326, lng: -99.1332 };
    const angel = { lat: 19.427, lng: -99.1677 };
    expect(Math.round(distanceMetres(zocalo, angel) / 100) * 100).toBe(3700);
    const box = boundingBox(zocalo, 2000);
    expect(box.maxLat - zocalo.lat).toBeCloseTo(0.018, 3);
    expect(box.minLng).toBeLessThan(zocalo.lng - 0.018);
  });
});
