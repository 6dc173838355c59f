/**
 * /dashboard/units/unused (spec §2): the contract has no unused-units call
 * for providers (the catalogue's /ad-media-unused, "unused=1 always", belongs
 * to the availability reports), so this page is a filtered view of the units
 * mirror: the units no mirrored order-job item names — units never posted,
 * as far as this device knows.
 */
export function unusedUnits<T extends { id: number }>(units: readonly T[], usedIds: ReadonlySet<number>): T[] {
  return units.filter((u) => !usedIds.has(u.id));
}
