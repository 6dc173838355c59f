/**
 * CSV import of units (contract inventory.ts `importCsv`, rules in
 * server/domain/unit-csv.ts).
 *
 * Invariants:
 * - a file refused as a whole (over MAX_CSV_BYTES: 413; not text, not CSV,
 *   a required header missing, no rows: 422 under `file`) creates nothing:
 *   the whole file is read and every row checked before the first write;
 * - the valid rows are created in file order in chunks of IMPORT_CHUNK rows,
 *   each chunk one short transaction (SECURITY.md, "Long work": no request holds
 *   the database for long; server/db/chunked.ts yields between chunks so
 *   other requests run meanwhile). A chunk takes ids from the units sequence
 *   first, so rows without a SKU get a generated one, and checks again inside
 *   its transaction what another request may have changed since (a SKU now
 *   taken is a refused row, never a failed insert);
 * - a row without a SKU that has the same title, address, media type, side
 *   and position as a live unit of the provider, or as an earlier row of the
 *   file, is refused (`units.same_as`, under `sku`: a row with its own SKU is
 *   created anyway). So if the process dies mid-way — the chunks committed
 *   stay, each whole, and the caller gets no answer — uploading the same
 *   file again creates only the rows still missing: the others are refused
 *   as taken SKUs or as the same unit. A double upload is caught the same way;
 * - the refused rows are answered with their reasons, field → messages, as a
 *   422 of POST /provider/units would;
 * - every created unit has `updated_at` = the request's clock, so the next
 *   pull of GET /provider/units carries them.
 */
import * as inv from '#src/api/contract/inventory.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UnitInput } from '#src/api/contract/inventory.ts';
import { inChunks, yieldToEventLoop } from '../db/chunked.ts';
import { units } from '../db/schema.ts';
import { checkUnitRefs, parseUnitRows, readUnitCsv, type AcceptedRow, type RefusedRow } from '../domain/unit-csv.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { formatBytes, msg } from '../i18n.ts';
import { generatedSku, loadUnitRefs, ownProvider, reserveUnitIds, takenSkus, unitColumns } from './unit-view.ts';

/** Rows per transaction (one INSERT of 23 columns each, most of its time): 30–60 ms on a busy 2-core machine, well under the ~250 ms budget. */
export const IMPORT_CHUNK = 100;
/** Rows validated between two yields to the event loop. */
const VALIDATE_SLICE = 2000;

/** What makes two units without a SKU the same (module doc). */
const sameKey = (u: Pick<UnitInput, 'title' | 'address' | 'media_type_id' | 'lat' | 'lng'> & { side: string }) =>
  JSON.stringify([u.title, u.address, u.media_type_id, u.side, u.lat, u.lng]);

/** SKU of the provider's live unit that is the same as each row (by `sameKey`), for rows that have one. */
async function sameUnits(db: Db, providerId: number, rows: readonly AcceptedRow[]): Promise<Map<string, string>> {
  const titles = [...new Set(rows.map((a) => a.unit.title))];
  if (!titles.length) return new Map();
  const found = await db
    .select({
      sku: units.sku,
      title: units.title,
      address: units.address,
      media_type_id: units.mediaTypeId,
      side: units.side,
      lat: units.lat,
      lng: units.lng,
    })
    .from(units)
    .where(and(eq(units.providerId, providerId), isNull(units.deletedAt), inArray(units.title, titles)));
  return new Map(found.map((u) => [sameKey(u), u.sku]));
}

export interface ImportResult {
  created: number;
  refused: RefusedRow[];
  ids: number[];
}

/**
 * Imports a unit CSV for a provider (module doc).
 * @throws HttpError 413 too large, 422 malformed file
 */
export async function importUnitCsv(
  db: Db,
  input: { bytes: Uint8Array; providerId: number; locale: Locale; now: Date },
): Promise<ImportResult> {
  const { locale, now } = input;
  if (input.bytes.byteLength > inv.MAX_CSV_BYTES) {
    throw new HttpError(413, 'too_large', msg(locale, 'files.too_large', { max: formatBytes(inv.MAX_CSV_BYTES) }));
  }
  const read = await readUnitCsv(input.bytes);
  if (!read.ok) {
    const text = msg(locale, read.key, read.vars);
    throw validationError(text, { file: [text] });
  }
  const parsed: AcceptedRow[] = [];
  const refused: RefusedRow[] = [];
  for (let i = 0; i < read.rows.length; i += VALIDATE_SLICE) {
    const slice = parseUnitRows(read.rows.slice(i, i + VALIDATE_SLICE), read.headers.length, locale);
    parsed.push(...slice.parsed);
    refused.push(...slice.refused);
    await yieldToEventLoop();
  }
  const refs = await loadUnitRefs(
    db,
    parsed.map((p) => p.unit),
  );
  const { accepted, refused: badRefs } = checkUnitRefs(parsed, refs, locale);
  refused.push(...badRefs);

  /** `sameKey` → SKU of the rows without one created so far. */
  const made = new Map<string, string>();
  const sameAs = (a: AcceptedRow, sku: string) =>
    refused.push({ row: a.row, errors: { sku: [msg(locale, 'units.same_as', { sku })] } });
  const taken = (a: AcceptedRow, sku: string) =>
    refused.push({ row: a.row, errors: { sku: [msg(locale, 'units.sku_taken', { sku })] } });
  const chunks = await inChunks(accepted, IMPORT_CHUNK, (chunk) =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const own = await takenSkus(
        tx,
        chunk.flatMap((a) => (a.unit.sku ? [a.unit.sku] : [])),
      );
      const existing = await sameUnits(
        tx,
        input.providerId,
        chunk.filter((a) => !a.unit.sku),
      );
      const candidates = chunk.filter((a) => {
        const sku = a.unit.sku;
        if (sku && own.has(sku)) {
          taken(a, sku);
          return false;
        }
        const same = sku ? undefined : existing.get(sameKey(a.unit));
        if (same) {
          sameAs(a, same);
          return false;
        }
        return true;
      });
      const reserved = await reserveUnitIds(tx, candidates.length);
      const clash = await takenSkus(
        tx,
        candidates.flatMap((a, i) => (a.unit.sku ? [] : [generatedSku(reserved[i]!)])),
      );
      const rows: (typeof units.$inferInsert)[] = [];
      candidates.forEach((a, i) => {
        const id = reserved[i]!;
        const sku = a.unit.sku || generatedSku(id);
        if (!a.unit.sku) {
          const key = sameKey(a.unit);
          const first = made.get(key);
          if (first) {
            sameAs(a, first);
            return;
          }
          if (clash.has(sku)) {
            taken(a, sku);
            return;
          }
          made.set(key, sku);
        }
        rows.push({
          id,
          providerId: input.providerId,
          sku,
          ...unitColumns(a.unit),
          attributes: {},
          createdAt: now,
          updatedAt: now,
        });
      });
      if (rows.length) await tx.insert(units).values(rows);
      return rows.map((r) => r.id!);
    }),
  );
  const ids = chunks.flat();
  return { created: ids.length, refused: refused.toSorted((a, b) => a.row - b.row), ids };
}

export async function importForCaller(
  db: Db,
  user: AuthUser,
  body: { file: Blob; provider_id?: number | undefined },
  locale: Locale,
  now: Date,
) {
  const providerId = ownProvider(user, locale, body.provider_id);
  if (body.file.size > inv.MAX_CSV_BYTES) {
    throw new HttpError(413, 'too_large', msg(locale, 'files.too_large', { max: formatBytes(inv.MAX_CSV_BYTES) }));
  }
  const bytes = new Uint8Array(await body.file.arrayBuffer());
  return importUnitCsv(db, { bytes, providerId, locale, now });
}

export const unitImportHandlers = [
  implement(inv.importCsv, async ({ db, body, user, locale, now }) => {
    const result = await importForCaller(db, user, body, locale, now);
    return {
      data: result,
      message: msg(locale, 'units.imported', { created: result.created, refused: result.refused.length }),
    };
  }),
];
