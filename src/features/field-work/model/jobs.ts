/** Filtering of mirrored order jobs (pure): status and a case- and accent-insensitive search. */
import { foldText } from '../../../lib/text.ts';
import type { OrderJobItemRow, OrderJobRow } from '../../../sync/index.ts';

export const JOB_STATUSES = ['pending', 'accepted', 'in_progress', 'finished', 'rejected'] as const;

export interface JobFilter { search: string; status: string }

/**
 * Jobs matching the filter, latest scheduled first (then highest id).
 * The search looks at the description, technician, and each item's unit title, SKU and address.
 */
export function filterJobs<T extends { job: OrderJobRow; items: OrderJobItemRow[] }>(jobs: readonly T[], filter: JobFilter): T[] {
  const words = foldText(filter.search).split(/\s+/).filter(Boolean);
  return jobs.filter(({ job, items }) => {
    if (filter.status && job.status !== filter.status) return false;
    if (!words.length) return true;
    const text = foldText([job.description, job.technician?.name ?? '', ...items.flatMap((i) => [i.unit.title, i.unit.sku, i.unit.address])].join(' '));
    return words.every((w) => text.includes(w));
  }).toSorted((a, b) => b.job.scheduled_date.localeCompare(a.job.scheduled_date) || b.job.id - a.job.id);
}
