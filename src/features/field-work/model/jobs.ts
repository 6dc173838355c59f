/** Filtering of mirrored order jobs (pure): status and a case- and accent-insensitive search. */
import { foldText } from '#src/lib/text.ts';
import type { OrderJobItemRow, OrderJobRow } from '#src/sync/index.ts';

export { JOB_STATUSES } from '#src/domain/field-work.ts';

export interface JobFilter {
  search: string;
  status: string;
  /** Technician id ('' any, 'none' unassigned). */
  technician?: string;
  /** Scheduled on this day (YYYY-MM-DD; '' any). */
  date?: string;
}

type JobEntry = { job: OrderJobRow; items: OrderJobItemRow[] };

/**
 * The jobs latest scheduled first (then highest id), each with its searchable
 * text folded once (description, technician, and each item's unit title, SKU
 * and address), so a keystroke only scans prepared strings.
 */
export function indexJobs<T extends JobEntry>(jobs: readonly T[]): { entry: T; text: string }[] {
  return jobs
    .toSorted((a, b) => b.job.scheduled_date.localeCompare(a.job.scheduled_date) || b.job.id - a.job.id)
    .map((entry) => ({
      entry,
      text: foldText(
        [
          entry.job.description,
          entry.job.technician?.name ?? '',
          ...entry.items.flatMap((i) => [i.unit.title, i.unit.sku, i.unit.address]),
        ].join(' '),
      ),
    }));
}

/** Jobs matching the filter (every word of the search, the status, technician and day), in the index's order. */
export function filterJobs<T extends JobEntry>(
  jobs: readonly T[] | { entry: T; text: string }[],
  filter: JobFilter,
): T[] {
  const index =
    jobs.length && 'text' in (jobs[0] as object)
      ? (jobs as { entry: T; text: string }[])
      : indexJobs(jobs as readonly T[]);
  const words = foldText(filter.search).split(/\s+/).filter(Boolean);
  return index
    .filter(
      ({ entry, text }) =>
        (!filter.status || entry.job.status === filter.status) &&
        (!filter.technician ||
          (filter.technician === 'none'
            ? !entry.job.technician
            : String(entry.job.technician?.id) === filter.technician)) &&
        (!filter.date || entry.job.scheduled_date === filter.date) &&
        words.every((w) => text.includes(w)),
    )
    .map(({ entry }) => entry);
}
