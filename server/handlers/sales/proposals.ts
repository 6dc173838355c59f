/**
 * Proposals: list, create, show, update, remove, and their units (contract src/api/contract/sales/proposals.ts;
 * what every change shares: proposal-change.ts). The older /proposal set is answered by the same handlers.
 *
 * - The list is pullable (`updated_since` + tombstones of removed proposals), in the caller's scope by client.
 * - A new proposal is for a customer the caller reaches (404 otherwise); a client's own proposals are its own.
 *   A by-package proposal starts with the package's units, in segments named as the package's.
 * - Removing is refused with 422 (§8: shown as sent) once the proposal became a booking or a contract.
 * - Units by CSV: `sku` or `unit_id` per row, optional dates and prices; refused rows are reported with why.
 */
import { and, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import * as sales from '#src/api/contract/sales.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '#server/db/client.ts';
import {
  packageSegments,
  packages,
  proposalSegments,
  proposalUnits,
  proposals,
  units,
  users,
} from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { escapeLike } from '../lookups.ts';
import { changedSince, syncAnswer, syncOrder, syncWindow, tombstones } from '../sync-page.ts';
import { addLines, assertDates, changeProposal, invalid, type Caller, type NewLine } from './proposal-change.ts';
import { findProposal, proposalAnswer, proposalAnswers } from './proposal-view.ts';
import { clientScope, reachesClient } from './scope.ts';

type Body = sales.ProposalInput;

async function create(x: Caller, body: Body) {
  if (!(await reachesClient(x.db, x.user, body.client_id)))
    throw invalid(x.locale, 'client_id', 'proposals.client_unknown');
  if (body.start_date && body.end_date) assertDates(body.start_date, body.end_date, x.locale);
  const id = await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(proposals)
      .values({
        clientId: body.client_id,
        sellerId: x.user.id === body.client_id ? null : x.user.id,
        packageId: body.package_id ?? null,
        name: body.name,
        notes: body.notes ?? '',
        startDate: body.start_date ?? null,
        endDate: body.end_date ?? null,
        createdAt: x.now,
        updatedAt: x.now,
      })
      .returning();
    if (body.package_id) await fromPackage(tx, row!, body.package_id, x.locale, x.now);
    return row!.id;
  });
  return { data: await proposalAnswer(x.db, id, x.locale), message: msg(x.locale, 'proposals.saved') };
}

/** A by-package proposal's start: the package's segments and units (dates: the proposal's, 422 without). */
async function fromPackage(
  tx: Db,
  p: typeof proposals.$inferSelect,
  packageId: number,
  locale: Locale,
  now: Date,
): Promise<void> {
  const [pk] = await tx.select().from(packages).where(eq(packages.id, packageId));
  if (!pk) throw invalid(locale, 'package_id', 'http.not_found');
  const parts = await tx.select().from(packageSegments).where(eq(packageSegments.packageId, packageId));
  const groups = parts.length ? parts : [{ name: pk.name, position: 0, unitIds: pk.unitIds }];
  for (const g of groups) {
    const [seg] = await tx
      .insert(proposalSegments)
      .values({ proposalId: p.id, name: g.name, position: g.position, startDate: p.startDate, endDate: p.endDate })
      .returning({ id: proposalSegments.id });
    await addLines(
      tx,
      p,
      g.unitIds.map((unit_id) => ({ unit_id, segment_id: seg!.id })),
      locale,
      now,
    );
  }
}

async function update(x: Caller, id: number, body: Body) {
  if (!(await reachesClient(x.db, x.user, body.client_id)))
    throw invalid(x.locale, 'client_id', 'proposals.client_unknown');
  if (body.start_date && body.end_date) assertDates(body.start_date, body.end_date, x.locale);
  return changeProposal(x, id, 'proposals.saved', async (tx) => {
    await tx
      .update(proposals)
      .set({
        name: body.name,
        clientId: body.client_id,
        notes: body.notes ?? '',
        startDate: body.start_date ?? null,
        endDate: body.end_date ?? null,
      })
      .where(eq(proposals.id, id));
  });
}

async function remove(x: Caller, id: number) {
  await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const p = await findProposal(tx, x.user, id, x.locale, true);
    if (p.status === 'booked' || p.status === 'contracted')
      throw invalid(
        x.locale,
        'proposal',
        p.status === 'booked' ? 'proposals.remove_booked' : 'proposals.remove_contracted',
      );
    await tx
      .update(proposals)
      .set({ status: 'removed', deletedAt: x.now, updatedAt: x.now })
      .where(eq(proposals.id, id));
  });
  return { message: msg(x.locale, 'proposals.removed') };
}

const addUnit = (x: Caller, id: number, line: NewLine) =>
  changeProposal(x, id, 'proposals.units_added', async (tx, p) => {
    await addLines(tx, p, [line], x.locale, x.now);
  });

const removeUnit = (x: Caller, id: number, unit: number) =>
  changeProposal(x, id, 'proposals.unit_removed', async (tx) => {
    await tx.delete(proposalUnits).where(and(eq(proposalUnits.proposalId, id), eq(proposalUnits.unitId, unit)));
  });

type LinePatch = { start_date?: string; end_date?: string; price?: number; print_price?: number; quantity?: number };

/** Changes the lines of `unit` (or only line `lineId`); 422 under `unit` when the proposal has none. */
const patchLines = (x: Caller, id: number, unit: number, patch: LinePatch, lineId?: number) =>
  changeProposal(x, id, 'proposals.saved', async (tx) => {
    const where = and(
      eq(proposalUnits.proposalId, id),
      eq(proposalUnits.unitId, unit),
      lineId === undefined ? undefined : eq(proposalUnits.id, lineId),
    );
    const lines = await tx.select().from(proposalUnits).where(where);
    if (!lines.length) throw invalid(x.locale, 'unit', 'proposals.unit_not_in');
    for (const l of lines) assertDates(patch.start_date ?? l.startDate, patch.end_date ?? l.endDate, x.locale);
    await tx
      .update(proposalUnits)
      .set({
        ...(patch.start_date ? { startDate: patch.start_date } : {}),
        ...(patch.end_date ? { endDate: patch.end_date } : {}),
        ...(patch.price !== undefined ? { price: patch.price } : {}),
        ...(patch.print_price !== undefined ? { printPrice: patch.print_price } : {}),
        ...(patch.quantity !== undefined ? { quantity: patch.quantity } : {}),
      })
      .where(where);
  });

/** A CSV cell as a YYYY-MM-DD date, or undefined when blank or not a real date. */
const csvDate = (v: string | undefined) => {
  const at = v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== v ? undefined : v;
};
/** A CSV cell as pesos (comma or dot decimals, 0 ≤ n < 10¹²): undefined when blank, NaN when not a number. */
const csvNumber = (v: string | undefined) => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n < 1e12 ? Math.round(n * 100) / 100 : Number.NaN;
};

interface CsvRow {
  row: number;
  sku: string;
  line: NewLine | null;
  reason: string;
}

/** Reads the unit CSV of a proposal (contract `uploadProposalUnits`). @throws HttpError 422 for a file refused whole */
async function readCsv(db: Db, file: Blob, locale: Locale): Promise<CsvRow[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string;
  try {
    if (bytes.includes(0)) throw new Error('binary');
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw invalid(locale, 'file', 'csv.not_text');
  }
  const first = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (e) {
    throw invalid(locale, 'file', 'csv.malformed', { reason: e instanceof Error ? e.message.split('\n')[0]! : '' });
  }
  const [head, ...body] = records;
  if (!head || !body.length) throw invalid(locale, 'file', 'csv.empty');
  const headers = head.map((h) => h.trim().toLowerCase());
  const col = (name: string) => headers.indexOf(name);
  if (col('sku') < 0 && col('unit_id') < 0) throw invalid(locale, 'file', 'proposals.csv_headers');
  if (body.length > sales.MAX_PROPOSAL_CSV_ROWS)
    throw invalid(locale, 'file', 'proposals.csv_too_many', { max: sales.MAX_PROPOSAL_CSV_ROWS });
  const skus = body.map((r) => r[col('sku')] ?? '').filter(Boolean);
  const bySku = new Map<string, number>();
  if (skus.length)
    for (const u of await db
      .select({ id: units.id, sku: units.sku })
      .from(units)
      .where(and(isNull(units.deletedAt), inArray(units.sku, skus))))
      bySku.set(u.sku, u.id);
  return body.map((r, i) => {
    const sku = r[col('sku')] ?? '';
    const idText = r[col('unit_id')] ?? '';
    const unitId = /^\d+$/.test(idText) ? Number(idText) : bySku.get(sku);
    const refuse = (reason: string) => ({ row: i + 1, sku: sku || idText, line: null, reason });
    if (unitId === undefined) return refuse(msg(locale, 'proposals.csv_unknown_unit'));
    const [start, end] = [r[col('start_date')], r[col('end_date')]];
    if ((start && !csvDate(start)) || (end && !csvDate(end))) return refuse(msg(locale, 'proposals.csv_bad_date'));
    const [price, print, quantity] = [
      csvNumber(r[col('price')]),
      csvNumber(r[col('print_price')]),
      csvNumber(r[col('quantity')]),
    ];
    if ([price, print, quantity].some((n) => Number.isNaN(n)) || (quantity !== undefined && quantity < 1))
      return refuse(msg(locale, 'proposals.csv_bad_number'));
    return {
      row: i + 1,
      sku,
      reason: '',
      line: {
        unit_id: unitId,
        start_date: csvDate(start),
        end_date: csvDate(end),
        price,
        print_price: print,
        quantity: quantity === undefined ? undefined : Math.round(quantity),
      },
    };
  });
}

async function uploadUnits(x: Caller, id: number, file: Blob) {
  const rows = await readCsv(x.db, file, x.locale);
  const refused = rows.filter((r) => r.line === null).map(({ row, sku, reason }) => ({ row, sku, reason }));
  let added = 0;
  const answer = await changeProposal(x, id, 'proposals.units_added', async (tx, p) => {
    for (const r of rows.filter((row) => row.line !== null)) {
      try {
        // each row on its own: a refused row is reported and the others still go in
        const n = await tx.transaction(async (inner) =>
          addLines(inner as unknown as Db, p, [r.line!], x.locale, x.now),
        );
        if (n === 0) refused.push({ row: r.row, sku: r.sku, reason: msg(x.locale, 'proposals.csv_already_in') });
        added += n;
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        refused.push({ row: r.row, sku: r.sku, reason: e.message });
      }
    }
  });
  refused.sort((a, b) => a.row - b.row);
  return {
    data: answer.data,
    report: { added, refused },
    message: msg(x.locale, 'proposals.csv_done', { added, refused: refused.length }),
  };
}

const addByCircuit = (x: Caller, id: number, circuit: number) =>
  changeProposal(x, id, 'proposals.units_added', async (tx, p) => {
    const found = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.circuitId, circuit), isNull(units.deletedAt), eq(units.status, 'active')));
    if (!found.length) throw invalid(x.locale, 'ckto', 'proposals.circuit_empty');
    await addLines(
      tx,
      p,
      found.map((u) => ({ unit_id: u.id })),
      x.locale,
      x.now,
    );
  });

async function list(x: Caller, query: sales.ProposalsQuery) {
  const w = syncWindow(query, x.now);
  const scope = clientScope(x.db, x.user, proposals.clientId);
  const where = and(
    ...scope,
    isNull(proposals.deletedAt),
    query.status ? eq(proposals.status, query.status) : undefined,
    query.client_id ? eq(proposals.clientId, query.client_id) : undefined,
    query.search
      ? or(ilike(proposals.name, escapeLike(query.search)), ilike(users.name, escapeLike(query.search)))
      : undefined,
    changedSince(proposals.updatedAt, w),
  );
  const [total] = await x.db
    .select({ n: count() })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.clientId))
    .where(where);
  const rows = await x.db
    .select({ p: proposals })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.clientId))
    .where(where)
    .orderBy(...syncOrder(proposals.updatedAt, proposals.id, w))
    .limit(w.size)
    .offset(w.offset);
  const deleted = await tombstones(x.db, proposals, { id: proposals.id, deletedAt: proposals.deletedAt }, scope, w);
  const data = await proposalAnswers(
    x.db,
    rows.map((r) => r.p),
    x.locale,
  );
  return syncAnswer(data, w, total?.n ?? 0, deleted);
}

const show = async (x: Caller, id: number) => ({
  data: await proposalAnswer(x.db, (await findProposal(x.db, x.user, id, x.locale)).id, x.locale),
});
const lines = async (x: Caller, id: number) => ({ data: (await show(x, id)).data.units });

export const proposalHandlers: Implementation[] = [
  implement(sales.proposalsList, (x) => list(x, x.query)),
  implement(sales.storeProposal, (x) => create(x, x.body)),
  implement(sales.showProposal, (x) => show(x, x.params.id)),
  implement(sales.updateProposal, (x) => update(x, x.params.id, x.body)),
  implement(sales.deleteProposal, (x) => remove(x, x.params.id)),
  implement(sales.addProposalUnit, (x) => addUnit(x, x.params.id, x.body)),
  implement(sales.addProposalUnits, (x) =>
    changeProposal(x, x.params.id, 'proposals.units_added', async (tx, p) => {
      await addLines(
        tx,
        p,
        x.body.unit_ids.map((unit_id) => ({ unit_id, segment_id: x.body.segment_id ?? null })),
        x.locale,
        x.now,
      );
    }),
  ),
  implement(sales.proposalUnits, (x) => lines(x, x.params.id)),
  implement(sales.removeProposalUnit, (x) => removeUnit(x, x.params.id, x.params.unit)),
  implement(sales.updateProposalUnit, (x) => patchLines(x, x.params.id, x.params.unit, x.body)),
  implement(sales.updateProposalLine, (x) => patchLines(x, x.params.id, x.params.unit, x.body, x.params.proposalUnit)),
  implement(sales.uploadProposalUnits, (x) => uploadUnits(x, x.params.id, x.body.file)),
  implement(sales.addProposalUnitsByCircuit, (x) => addByCircuit(x, x.params.id, x.params.ckto)),
  // the older /proposal set (same handlers)
  implement(sales.legacyStoreProposal, (x) => create(x, x.body)),
  implement(sales.legacyProposals, (x) => list(x, x.query)),
  implement(sales.legacyProposalUnits, (x) => lines(x, x.params.id)),
  implement(sales.legacyShowProposal, (x) => show(x, x.params.id)),
  implement(sales.legacyUpdateProposal, (x) => update(x, x.params.id, x.body)),
  implement(sales.legacyUpdateProposalUnit, (x) => patchLines(x, x.params.id, x.params.unit, x.body)),
  implement(sales.legacyAddProposalUnit, (x) => addUnit(x, x.params.id, { ...x.body, unit_id: x.params.unit })),
  implement(sales.legacyRemoveProposalUnit, (x) => removeUnit(x, x.params.id, x.params.unit)),
];
