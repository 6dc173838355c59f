/** Order-job list filters: status and an accent-insensitive search over the job and its units. */
import { describe, expect, it } from 'vitest';
import { itemRow, orderJobRow } from '#src/sync/testing/fixtures.ts';
import { filterJobs } from './jobs.ts';

const entry = (id: number, patch: Parameters<typeof orderJobRow>[2], title = 'Valla') => {
  const { items, ...job } = orderJobRow(
    id,
    [
      itemRow(id * 10, id, {
        unit: { id: 1, title, sku: `SKU-${id}`, address: 'Av. Reforma 1', lat: 0, lng: 0, side: 'A' },
      }),
    ],
    patch,
  );
  return { job, items };
};

describe('filterJobs', () => {
  const jobs = [
    entry(1, { status: 'pending', scheduled_date: '2026-11-01', description: 'Instalación en Medellín' }),
    entry(2, { status: 'finished', scheduled_date: '2026-11-03', description: 'Mantenimiento' }, 'Pantalla Bogotá'),
    entry(3, { status: 'pending', scheduled_date: '2026-11-03', description: 'Desinstalación' }),
  ];
  it('sorts latest scheduled first and filters by status', () => {
    expect(filterJobs(jobs, { search: '', status: '' }).map((j) => j.job.id)).toEqual([3, 2, 1]);
    expect(filterJobs(jobs, { search: '', status: 'pending' }).map((j) => j.job.id)).toEqual([3, 1]);
  });
  it('searches the description and the units, ignoring accents and case', () => {
    expect(filterJobs(jobs, { search: 'medellin', status: '' }).map((j) => j.job.id)).toEqual([1]);
    expect(filterJobs(jobs, { search: 'BOGOTA pantalla', status: '' }).map((j) => j.job.id)).toEqual([2]);
    expect(filterJobs(jobs, { search: 'SKU-3', status: '' }).map((j) => j.job.id)).toEqual([3]);
  });
  it('filters by technician (or unassigned) and by day', () => {
    const withTech = [
      entry(1, { technician: { id: 7, name: 'Luis' }, scheduled_date: '2026-11-02' }),
      entry(2, { technician: null, scheduled_date: '2026-11-02' }),
      entry(3, { technician: { id: 8, name: 'Ana' }, scheduled_date: '2026-11-03' }),
    ];
    expect(filterJobs(withTech, { search: '', status: '', technician: '7' }).map((j) => j.job.id)).toEqual([1]);
    expect(filterJobs(withTech, { search: '', status: '', technician: 'none' }).map((j) => j.job.id)).toEqual([2]);
    expect(filterJobs(withTech, { search: '', status: '', date: '2026-11-02' }).map((j) => j.job.id)).toEqual([2, 1]);
  });
});
