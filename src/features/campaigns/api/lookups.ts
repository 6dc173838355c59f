/**
 * What the campaign screens read from the mirror's look-ups and the account
 * (product.md §2–§5; spec §9 "tax.default_percentage"): names of countries,
 * media types, states and cities, the default tax, which units are busy, and
 * whether the account may plan campaigns; and the editor's lists only the
 * server has (packages, distribution types, yoda factors: api-catalogue.md
 * "Campaigns"), read with `useRead` and kept on the device. Screens use these
 * instead of querying the account's database or the server themselves
 * (README "Rules the tools enforce": screens never touch Dexie).
 */
import * as campaignCalls from '#src/api/contract/campaigns.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useLiveRows, useRead, useSyncEngine, type CityRow, type StateRow } from '#src/sync/index.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import type { CampaignDetail } from './campaign-editor.ts';
import { createCampaign } from './campaign-editor.ts';

/** Mirrored countries (by name) and media types, for names and choices. */
export function useLookupNames() {
  return useLiveRows(
    async (db) => {
      const [countries, mediaTypes] = await Promise.all([db.countries.toArray(), db.mediaTypes.toArray()]);
      return { countries: countries.toSorted((a, b) => a.name.localeCompare(b.name)), mediaTypes };
    },
    [],
    { countries: [], mediaTypes: [] },
  );
}

/** The default tax percent (setting `tax.default_percentage`; 16 until the settings are mirrored). */
export function useDefaultTaxPercent(): number {
  return useLiveRows(async (db) => Number((await db.settings.get('tax.default_percentage'))?.value ?? 16) || 0, [], 16);
}

/** City id → name for the given ids (mirrored look-up; an unknown id is left out). */
export function useCityNames(ids: readonly number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  return useLiveRows(
    async (db) =>
      new Map((await db.cities.bulkGet(unique)).filter((c): c is CityRow => !!c).map((c) => [c.id, c.name] as const)),
    [unique.join(',')],
    new Map<number, string>(),
  );
}

/** States of these countries, by name. */
export function useStatesOf(countryIds: readonly number[]): StateRow[] {
  return useLiveRows(
    async (db) =>
      (
        await db.states
          .where('country_id')
          .anyOf([...countryIds])
          .toArray()
      ).toSorted((a, b) => a.name.localeCompare(b.name)),
    [countryIds.join(',')],
    [],
  );
}

/** Cities of one state (id as the form holds it; '' for none), by name. */
export function useCitiesOf(stateId: string): CityRow[] {
  return useLiveRows(
    async (db) =>
      stateId
        ? (await db.cities.where('state_id').equals(Number(stateId)).toArray()).toSorted((a, b) =>
            a.name.localeCompare(b.name),
          )
        : [],
    [stateId],
    [],
  );
}

/** Unit id → its busy days (as the mirrored market rows hold them) for the campaign's units. */
export function useBusyDays(detail: Pick<CampaignDetail, 'units'>) {
  const ids = detail.units.map((u) => u.id);
  return useLiveRows(
    async (db) => {
      const rows = await db.marketUnits.bulkGet(ids);
      return new Map(rows.filter((r) => !!r).map((r) => [r!.id, r!.busy]));
    },
    [ids.join(',')],
    new Map(),
  );
}

/** True when the account may create and change campaigns (`campaigns.manage`, spec §6). */
export function useCanPlanCampaigns(): boolean {
  return hasPermission(useSyncEngine().permissions, 'campaigns.manage');
}

/** Drops a queued or refused outbox entry (sync centre's Discard), re-reading what it changed. */
export function useDiscardEntry(): (entryId: string) => Promise<boolean> {
  const engine = useSyncEngine();
  return (entryId) => engine.discard(entryId);
}

/**
 * Creates a campaign online (step 1) and writes it into the mirror.
 * @throws ApiError (status 0 with no connection: the caller keeps the answers)
 */
export function useCreateCampaign(): (
  values: Parameters<typeof createCampaign>[1],
) => ReturnType<typeof createCampaign> {
  const engine = useSyncEngine();
  return (values) => createCampaign(engine, values);
}

/** The packages on sale in these countries (package campaigns only; no read for another type or no country). */
export function useCampaignPackages(type: CampaignType, countryIds: readonly number[]) {
  return useRead(
    campaignCalls.packages,
    { query: { countries: countryIds.join(',') } },
    { keep: true, enabled: type === 'package' && countryIds.length > 0, select: (a) => a.data },
  );
}

/** How a budget campaign's budget may be split (server list), kept on the device. */
export function useDistributionTypes() {
  return useRead(campaignCalls.distributionTypes, {}, { keep: true, select: (a) => a.data });
}

/** The yoda factors a budget campaign may use (server list), kept on the device. */
export function useYodaFactors() {
  return useRead(campaignCalls.yodaFactors, {}, { keep: true, select: (a) => a.data });
}
