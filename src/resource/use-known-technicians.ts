/**
 * The technicians this device knows, from the mirrored order jobs and routes (a technician list is not a call of
 * the catalogue): the choice when a job or a route is given to someone (field work, issue 17's order job from a
 * contract).
 */
import { useLiveRows } from '#src/sync/index.ts';

/** Technicians the device knows (from mirrored jobs and routes), by name. */
export function useKnownTechnicians(): { id: number; name: string }[] {
  return useLiveRows(
    async (db) => {
      const people = new Map<number, string>();
      for (const j of await db.orderJobs.toArray()) if (j.technician) people.set(j.technician.id, j.technician.name);
      for (const r of await db.routes.toArray()) if (r.technician) people.set(r.technician.id, r.technician.name);
      return [...people].map(([id, name]) => ({ id, name })).toSorted((a, b) => a.name.localeCompare(b.name));
    },
    [],
    [],
  );
}
