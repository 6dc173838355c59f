/**
 * What the agency screens read and do (issue 19; product.md §2 "agencies list, create, {id}, {id}/edit", §6 gate
 * `browse_agencies`; api-catalogue.md "Clients, customers, agencies, brands"; rules in src/api/contract/agencies.ts).
 *
 * - The list, an agency and its clients are server reads kept on the device (`useRead(…, { keep: true })`):
 *   offline they show their last answer and say from when.
 * - The edit form reads the agency fresh (an edit needs the server's current row).
 * - Creating, editing and deactivating need the server now (online actions, never queued); each reads the
 *   agencies again once the server answered.
 */
import * as ag from '#src/api/contract/agencies.ts';
import { useResourceActions } from '#src/resource/use-resource.ts';
import { useInvalidate, useLiveRows, useRead, useSyncEngine, type CountryRow } from '#src/sync/index.ts';

/** Rows per page of the agency lists. */
export const AGENCIES_PER_PAGE = 20;

const clean = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).filter(([, x]) => x !== undefined && x !== ''));

/** A page of agencies matching the filter words and country, kept. */
export function useAgencies(query: { filter: string; countryId: number | undefined; page: number }) {
  return useRead(
    ag.agencies,
    {
      query: clean({
        page: query.page,
        per_page: AGENCIES_PER_PAGE,
        filter: query.filter,
        country_id: query.countryId,
      }) as never,
    },
    { keep: true },
  );
}

/** One agency, kept (`fresh`: not kept, for its edit form). */
export function useAgency(id: number, fresh = false) {
  return useRead(ag.showAgency, { params: { id } }, { keep: !fresh, select: (a) => a.data });
}

/** A page of an agency's clients matching the filter words, kept. */
export function useAgencyClients(id: number, query: { filter: string; page: number }) {
  return useRead(
    ag.agencyClients,
    { params: { id }, query: clean({ page: query.page, per_page: AGENCIES_PER_PAGE, filter: query.filter }) },
    { keep: true },
  );
}

/** Create (`id` undefined), edit and deactivate, online; each reads the agencies again. */
export function useAgencyActions() {
  const actions = useResourceActions<ag.Agency>(ag.agenciesResource);
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  return {
    save: actions.save,
    /** Deactivates agency `id`. @returns the server's message. @throws ApiError */
    async remove(id: number): Promise<string> {
      const answer = await transport.call(ag.deleteAgency, { params: { id } });
      await invalidate(ag.agencies, ag.showAgency, ag.agencyClients);
      return answer.message;
    },
  };
}

/** The countries on this device (mirrored look-up), by name; empty until the first pull. */
export function useCountries(): CountryRow[] {
  return useLiveRows(
    async (db) => (await db.countries.toArray()).toSorted((a, b) => a.name.localeCompare(b.name)),
    [],
    [] as CountryRow[],
  );
}
