/**
 * CSV import of units (issue 8; contract inventory.ts `importCsv`, rules in
 * server/domain/unit-csv.ts).
 *
 * Invariants:
 * - a file refused as a whole (over MAX_CSV_BYTES: 413; not text, not CSV,
 *   a required header missing, no rows: 422 under `file`) creates nothing;
 * - the valid rows are created in one transaction, in batches of
 *   INSERT_BATCH rows, with ids taken from the units sequence first so rows
 *   without a SKU get a generated one; the refused rows are answered with
 *   their reasons, field → messages, as a 422 of POST /provider/units would;
 * - every created unit has `updated_at` = the request's clock, so the next
 *   pull of GET /provider/units carries them.
 */
import * as inv from '../../src/api/contract/inventory.ts';
import type { Locale } from '../../src/api/contract/common.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { units } from '../db/schema.ts';
import { checkUnitRefs, parseUnitRows, readUnitCsv, type RefusedRow } from '../domain/unit-csv.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { formatBytes, msg } from '../i18n.ts';
import { generatedSku, loadUnitRefs, ownProvider, reserveUnitIds, takenSkus, unitColumns } from './unit-view.ts';

/** Rows per INSERT (23 columns each, under the 65,535 bind-parameter limit). */
const INSERT_BATCH = 1000;

export interface ImportResult { created: number; refused: RefusedRow[]; ids: number[] }

/**
 * Imports a unit CSV for a provider (module doc).
 * @throws HttpError 413 too large, 422 malformed file
 */
export async function importUnitCsv(db: Db, input: { bytes: Uint8Array; providerId: number; locale: Locale; now: Date }): Promise<ImportResult> {
  const { locale, now } = input;
  if (input.bytes.byteLength > inv.MAX_CSV_BYTES) {
    throw new HttpError(413, 'too_large', msg(locale, 'files.too_large', { max: formatBytes(inv.MAX_CSV_BYTES) }));
  }
  const read = readUnitCsv(input.bytes);
  if (!read.ok) {
    const text = msg(locale, read.key, read.vars);
    throw validationError(text, { file: [text] });
  }
  const { parsed, refused: badCells } = parseUnitRows(read.rows, read.headers.length, locale);
  const refs = await loadUnitRefs(db, parsed.map((p) => p.unit));
  const { accepted, refused: badRefs } = checkUnitRefs(parsed, refs, locale);
  const refused = [...badCells, ...badRefs].toSorted((a, b) => a.row - b.row);

  const ids = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const reserved = await reserveUnitIds(tx, accepted.length);
    const generated = accepted.flatMap((a, i) => (a.unit.sku ? [] : [generatedSku(reserved[i]!)]));
    const clash = await takenSkus(tx, generated);
    const rows: (typeof units.$inferInsert)[] = [];
    const created: number[] = [];
    accepted.forEach((a, i) => {
      const id = reserved[i]!;
      const sku = a.unit.sku || generatedSku(id);
      if (!a.unit.sku && clash.has(sku)) {
        refused.push({ row: a.row, errors: { sku: [msg(locale, 'units.sku_taken', { sku })] } });
        return;
      }
      rows.push({ id, providerId: input.providerId, sku, ...unitColumns(a.unit), attributes: {}, createdAt: now, updatedAt: now });
      created.push(id);
    });
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(units).values(rows.slice(i, i + INSERT_BATCH));
    return created;
  });
  return { created: ids.length, refused: refused.toSorted((a, b) => a.row - b.row), ids };
}

export async function importForCaller(db: Db, user: AuthUser, body: { file: Blob; provider_id?: number | undefined }, locale: Locale, now: Date) {
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
    return { data: result, message: msg(locale, 'units.imported', { created: result.created, refused: result.refused.length }) };
  }),
];
