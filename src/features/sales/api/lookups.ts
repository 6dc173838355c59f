/**
 * The mirrored look-ups the sales screens name things with (countries with their currency, media types), read
 * from the device so the package list and form work offline (ARCHITECTURE "local reads").
 */
import { useLiveRows, type CountryRow, type MediaTypeRow } from '#src/sync/index.ts';

const EMPTY = { countries: [] as CountryRow[], mediaTypes: [] as MediaTypeRow[] };

/** Countries and media types on this device (empty until the first pull). */
export function useSalesLookups(): { countries: CountryRow[]; mediaTypes: MediaTypeRow[] } {
  return useLiveRows(
    async (db) => ({ countries: await db.countries.toArray(), mediaTypes: await db.mediaTypes.toArray() }),
    [],
    EMPTY,
  );
}
