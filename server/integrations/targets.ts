/**
 * Writing a batch of mapped rows into a target through the target's own import (src/api/contract/integrations.ts
 * module doc: "the same rules and words as the unit CSV import and the clients import, whose code runs them"):
 *
 * - `units`: the batch becomes a unit CSV (the mapped columns, every field quoted, line breaks inside a value made
 *   spaces so that line n is row n) handed to `importUnitCsv` (server/handlers/unit-import.ts): contract schema,
 *   references, taken SKUs, the same unit twice — all its rules, its chunked short transactions and yields;
 * - `customers`: the batch becomes a clients file (`email`, `member_email` when mapped) handed to the clients
 *   import's own handler (server/handlers/workgroup-transfer.ts, POST /client/import/clients) as the caller, on the
 *   pipeline's workgroup; the caller must hold that import's permission `workgroup.*`.
 * Both add a `source_row` column (ignored by either import) so that no row is ever empty and each keeps its place;
 * a refused row's number is mapped back to the source's. In a dry run the batch runs in a transaction rolled back
 * at its end: nothing stays, every check ran.
 */
import type { Locale } from '#src/api/contract/common.ts';
import type { Target } from '#src/api/contract/integrations.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import * as wt from '#src/api/contract/workgroup-transfer.ts';
import type { AuthUser } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { RefusedRow } from '../domain/unit-csv.ts';
import { HttpError } from '../http/errors.ts';
import type { HandlerContext } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { importUnitCsv } from '../handlers/unit-import.ts';
import { workgroupTransferHandlers } from '../handlers/workgroup-transfer.ts';
import { TARGET_FIELDS } from './mapping.ts';

/** Who runs a batch and where it goes. */
export interface TargetRun {
  db: Db;
  config: ServerConfig;
  user: AuthUser;
  locale: Locale;
  now: Date;
  providerId: number | null;
  workgroupId: number | null;
  dryRun: boolean;
}

/** A mapped row: its source row number and the target's cells by field key. */
export interface MappedRow {
  row: number;
  cells: Record<string, string>;
}

/** What a batch did: rows accepted (created, updated or already as given), created, refused with source rows. */
export interface BatchOutcome {
  written: number;
  created: number;
  refused: RefusedRow[];
}

/** Thrown to roll a dry run's transaction back. */
const ROLLBACK = Symbol('dry run');

/** One CSV field: quoted, quotes doubled, line breaks made spaces (module doc). */
const field = (value: string) => `"${value.replace(/[\r\n]+/g, ' ').replace(/"/g, '""')}"`;

/** The target's import file for a batch: the mapped fields (in the target's order) and `source_row`. */
export function batchCsv(target: Target, keys: ReadonlySet<string>, rows: readonly MappedRow[]): Uint8Array {
  const header = [...TARGET_FIELDS[target].map((f) => f.key).filter((k) => keys.has(k)), 'source_row'];
  const lines = [header.join(',')];
  for (const r of rows)
    lines.push(header.map((h) => field(h === 'source_row' ? String(r.row) : (r.cells[h] ?? ''))).join(','));
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

/** The clients import's handler (POST /client/import/clients). */
const clientsImport = workgroupTransferHandlers.find((i) => i.endpoint === wt.importClients)!.handler;

/** Runs `work` on `db`, or in a transaction rolled back at its end for a dry run (module doc). */
async function maybeRolledBack<T>(db: Db, dryRun: boolean, work: (db: Db) => Promise<T>): Promise<T> {
  if (!dryRun) return work(db);
  const box: { out?: T } = {};
  try {
    await db.transaction(async (tx) => {
      box.out = await work(tx as unknown as Db);
      throw ROLLBACK;
    });
  } catch (e) {
    if (e !== ROLLBACK) throw e;
  }
  return box.out!;
}

/**
 * Writes one batch into the target (module doc).
 * @throws HttpError when the target's import refuses the batch as a whole (the run fails with its message), 403 for
 *   customers without `workgroup.*`, 422 a units pipeline without a provider
 */
export async function importBatch(
  x: TargetRun,
  target: Target,
  keys: ReadonlySet<string>,
  rows: readonly MappedRow[],
): Promise<BatchOutcome> {
  const bytes = batchCsv(target, keys, rows);
  const sourceRow = (n: number) => rows[n - 1]?.row ?? n;
  const back = (refused: readonly RefusedRow[]) => refused.map((r) => ({ row: sourceRow(r.row), errors: r.errors }));
  if (target === 'units') {
    const providerId = x.providerId;
    if (providerId === null) throw new HttpError(422, 'validation', msg(x.locale, 'integrations.provider_required'));
    const result = await maybeRolledBack(x.db, x.dryRun, (db) =>
      importUnitCsv(db, { bytes, providerId, locale: x.locale, now: x.now }),
    );
    return { written: result.created, created: result.created, refused: back(result.refused) };
  }
  if (!hasPermission(x.user.permissions, 'workgroup.*'))
    throw new HttpError(403, 'forbidden', msg(x.locale, 'integrations.customers_forbidden'));
  const answer = await maybeRolledBack(x.db, x.dryRun, async (db) => {
    const ctx = {
      db,
      config: x.config,
      user: x.user,
      locale: x.locale,
      now: x.now,
      body: {
        file: new Blob([bytes as unknown as ArrayBuffer]),
        ...(x.workgroupId ? { workgroup_id: x.workgroupId } : {}),
      },
    } as unknown as HandlerContext<typeof wt.importClients>;
    return (await clientsImport(ctx as never)) as { data: { created: number; updated: number; refused: RefusedRow[] } };
  });
  const refused = back(answer.data.refused);
  return { written: rows.length - refused.length, created: answer.data.created, refused };
}
