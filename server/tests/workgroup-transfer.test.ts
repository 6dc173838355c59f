/**
 * Integration: the workgroups' spreadsheet import and export (issue 19; src/api/contract/workgroup-transfer.ts,
 * server/handlers/workgroup-transfer.ts) against a real PGlite through the app's own client. The workgroups are the
 * seed builder's, inserted as in workgroups.test.ts: workgroup 1 administered by the demo agency (members the two
 * generated sellers, clients three of the agency's), workgroup 2 by the demo seller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import * as wm from '#src/api/contract/workgroup-members.ts';
import * as wt from '#src/api/contract/workgroup-transfer.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_FIRST_ACCESS, DEMO_MUST_CHANGE, GENERATED_PASSWORD } from '../db/seed/accounts.ts';
import {
  customerProfiles,
  mailLog,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroupInvitations,
  workgroupMembers,
  workgroups,
  workspaceClients,
  workspaceMembers,
  workspaces,
} from '../db/schema.ts';
import { workgroupRows, type WorkgroupRows } from '../db/seed/workgroups.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let rows: WorkgroupRows;
let sellers: { id: number; email: string }[];
let spare: { id: number; email: string }[];
const as = (token: string | undefined, locale = 'en') => s.client(token, locale);
const sellerToken: Record<number, string> = {};

async function usersOf(role: string, except: string) {
  return s.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.value, role))
    .orderBy(asc(users.id))
    .then((r) => r.filter((u) => u.email !== except));
}

/** Makes `customerId` the agency's (reachable) or nobody's (out of its reach). */
async function broughtBy(customerId: number, agencyId: number | null) {
  await s.db
    .insert(customerProfiles)
    .values({ userId: customerId, kind: 'client', agencyId })
    .onConflictDoUpdate({ target: customerProfiles.userId, set: { agencyId } });
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  const all = await s.db.select({ id: users.id, email: users.email }).from(users);
  sellers = await usersOf('seller', DEMO_MUST_CHANGE.email);
  const clients = await usersOf('client', DEMO_FIRST_ACCESS.email);
  rows = workgroupRows('2026-03-02', {
    users: all,
    sellerIds: sellers.map((u) => u.id),
    clientIds: clients.map((u) => u.id),
  });
  await s.db.insert(workgroups).values(rows.workgroups).onConflictDoNothing();
  await s.db.insert(workgroupMembers).values(rows.workgroupMembers).onConflictDoNothing();
  await s.db.insert(workgroupClients).values(rows.workgroupClients).onConflictDoNothing();
  await s.db.insert(workspaces).values(rows.workspaces).onConflictDoNothing();
  await s.db.insert(workspaceMembers).values(rows.workspaceMembers).onConflictDoNothing();
  await s.db.insert(workspaceClients).values(rows.workspaceClients).onConflictDoNothing();
  for (const table of ['workgroups', 'workspaces'])
    await s.db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  for (const u of sellers.slice(1, 3)) sellerToken[u.id] = await s.login(u.email, GENERATED_PASSWORD);
  const taken = new Set(rows.workgroupClients.map((r) => r.customerId));
  spare = clients.filter((c) => !taken.has(c.id)).slice(-2);
  await broughtBy(spare[0]!.id, ids.agency!);
  await broughtBy(spare[1]!.id, null);
});
afterAll(async () => {
  await s.close();
});

const first = () => sellers[1]!;
const second = () => sellers[2]!;

/** The first sheet of an .xlsx as text rows (header first). */
async function sheetRows(blob: Blob): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await blob.arrayBuffer()) as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const v = cell.value;
      cells[col - 1] = v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v);
    });
    out.push(Array.from(cells, (c) => c ?? ''));
  });
  return out;
}

/** An .xlsx of `rows` (header first) as a File. */
async function xlsxFile(table: (string | number)[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hoja');
  for (const r of table) sheet.addRow(r);
  return new File([new Uint8Array(await book.xlsx.writeBuffer())], 'import.xlsx');
}
const csvFile = (text: string) => new File([text], 'import.csv');

describe('exports', () => {
  it('exports the clients as .xlsx and CSV, as GET /client/workgroup/clients lists them', async () => {
    const agency = as(tokens.agency);
    const listed = (await agency.call(wm.listClients, { query: { workgroup_id: 1 } })).data;
    const members = (await agency.call(wm.members, { params: { id: 1 } })).data;
    const emailOf = new Map(members.map((m) => [m.id, m.email]));
    const sheet = await sheetRows(await agency.call(wt.exportClients, {}));
    expect(sheet[0]).toEqual(['ID', 'Name', 'Email', 'Phone', 'Company', 'Assigned member email', 'Added at']);
    expect(sheet.slice(1).map((r) => [Number(r[0]), r[1], r[2], r[5]])).toEqual(
      listed.map((c) => [c.id, c.name, c.email, c.member ? emailOf.get(c.member.id) : '']),
    );
    expect(sheet.slice(1).map((r) => r[6])).toEqual(listed.map((c) => c.added_at));

    const csv = await as(tokens.agency, 'es').call(wt.exportClients, { query: { workgroup_id: 1, format: 'csv' } });
    expect(csv.type).toContain('text/csv');
    const records = parse(await csv.text(), { bom: true }) as string[][];
    expect(records[0]![0]).toBe('ID');
    expect(records[0]![5]).toBe('Correo del miembro asignado');
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(listed.map((c) => c.id));
  });

  it('exports the members, and a member sees only the clients assigned to it', async () => {
    const member = as(sellerToken[first().id]);
    const listed = (await member.call(wm.members, { params: { id: 1 } })).data;
    const sheet = await sheetRows(await member.call(wt.exportMembers, {}));
    expect(sheet[0]).toEqual(['ID', 'Name', 'Email', 'Role', 'Permissions', 'Clients count', 'Joined at']);
    expect(sheet.slice(1).map((r) => [Number(r[0]), r[1], r[2], r[3], r[4], Number(r[5]), r[6]])).toEqual(
      listed.map((m) => [m.id, m.name, m.email, m.role, m.permissions.join(', '), m.clients_count, m.joined_at]),
    );
    const csv = await member.call(wt.exportClients, { query: { format: 'csv' } });
    const records = parse(await csv.text(), { bom: true }) as string[][];
    const mine = (await member.call(wm.listClients, { query: { workgroup_id: 1 } })).data;
    expect(records.slice(1).map((r) => [Number(r[0]), r[5]])).toEqual(mine.map((c) => [c.id, first().email]));
  });

  it('guards formulas in both formats, asks which workgroup, hides others’ workgroups', async () => {
    const target = rows.workgroupClients.find((r) => r.workgroupId === 1)!.customerId;
    const [before] = await s.db.select({ name: users.name }).from(users).where(eq(users.id, target));
    await s.db.update(users).set({ name: '=HYPERLINK("http://evil")' }).where(eq(users.id, target));
    try {
      const csv = await (await as(tokens.agency).call(wt.exportClients, { query: { format: 'csv' } })).text();
      expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
      const sheet = await sheetRows(await as(tokens.agency).call(wt.exportClients, {}));
      expect(sheet.find((r) => Number(r[0]) === target)![1]).toBe(`'=HYPERLINK("http://evil")`);
    } finally {
      await s.db.update(users).set({ name: before!.name }).where(eq(users.id, target));
    }
    const both = await failure(as(sellerToken[second().id]).call(wt.exportMembers, {}));
    expect([both.status, Object.keys(both.errors ?? {})]).toEqual([422, ['workgroup_id']]);
    expect((await failure(as(tokens.manager).call(wt.exportMembers, {}))).status).toBe(422);
    const staff = await as(tokens.manager).call(wt.exportMembers, { query: { workgroup_id: 2 } });
    expect((await sheetRows(staff)).length).toBe(3);
    expect((await failure(as(tokens.seller).call(wt.exportClients, { query: { workgroup_id: 1 } }))).status).toBe(404);
    expect((await failure(as(tokens.provider).call(wt.exportClients, {}))).status).toBe(403);
  });
});

describe('clients import', () => {
  it('adds and reassigns the good rows and names the refused ones', async () => {
    const inGroup = rows.workgroupClients.filter((r) => r.workgroupId === 1);
    const moved = inGroup.find((r) => r.memberId === first().id)!.customerId;
    const [movedUser] = await s.db.select({ email: users.email }).from(users).where(eq(users.id, moved));
    const other = inGroup.find((r) => r.customerId !== moved)!.customerId;
    const [otherUser] = await s.db.select({ email: users.email }).from(users).where(eq(users.id, other));
    const file = await xlsxFile([
      ['Email', 'Assigned member email'],
      [spare[0]!.email, first().email.toUpperCase()],
      ['nobody@nowhere.test', ''],
      [spare[1]!.email, ''],
      [otherUser!.email, 'manager@pauta.demo'],
      [spare[0]!.email, ''],
      [movedUser!.email, second().email],
      ['not-an-email', ''],
    ]);
    const answer = await as(tokens.agency).call(wt.importClients, { body: { file, workgroup_id: 1 } });
    expect(answer.data.created).toBe(1);
    expect(answer.data.updated).toBe(1);
    expect(answer.message).toBe('1 created, 1 updated, 5 refused.');
    const refused = Object.fromEntries(answer.data.refused.map((r) => [r.row, r.errors]));
    expect(Object.keys(refused).map(Number)).toEqual([2, 3, 4, 5, 7]);
    expect(refused[2]).toEqual({ email: ['There is no customer with that address.'] });
    expect(refused[3]).toEqual(refused[2]);
    expect(Object.keys(refused[4]!)).toEqual(['member_email']);
    expect(refused[5]!.email![0]).toBe('Repeated: already in row 1.');
    expect(Object.keys(refused[7]!)).toEqual(['email']);
    const state = await s.db
      .select({ id: workgroupClients.customerId, member: workgroupClients.memberId })
      .from(workgroupClients)
      .where(eq(workgroupClients.workgroupId, 1));
    const byId = new Map(state.map((r) => [r.id, r.member]));
    expect(byId.get(spare[0]!.id)).toBe(first().id);
    expect(byId.get(moved)).toBe(second().id);
    expect(byId.has(spare[1]!.id)).toBe(false);
  });

  it('reads a semicolon CSV; without the member column assignments stay', async () => {
    const before = await s.db.select().from(workgroupClients).where(eq(workgroupClients.workgroupId, 1));
    const file = csvFile(`\uFEFFcorreo;nombre\r\n${spare[0]!.email};Otro nombre\r\n`);
    const answer = await as(tokens.agency, 'es').call(wt.importClients, { body: { file } });
    expect(answer.data).toEqual({ created: 0, updated: 0, refused: [] });
    expect(answer.message).toBe('0 creados, 0 actualizados, 0 rechazados.');
    expect(await s.db.select().from(workgroupClients).where(eq(workgroupClients.workgroupId, 1))).toEqual(before);
  });

  it('round-trips its own export unchanged', async () => {
    const exported = await as(tokens.agency).call(wt.exportClients, {});
    const file = new File([exported], 'clients.xlsx');
    const answer = await as(tokens.agency).call(wt.importClients, { body: { file } });
    expect(answer.data).toEqual({ created: 0, updated: 0, refused: [] });
  });
});

describe('members import', () => {
  it('keeps the last admin', async () => {
    const file = await xlsxFile([
      ['email', 'role'],
      ['agency@pauta.demo', 'member'],
    ]);
    const answer = await as(tokens.agency).call(wt.importMembers, { body: { file } });
    expect(answer.data.updated).toBe(0);
    expect(answer.data.refused).toEqual([{ row: 1, errors: { role: ['A workgroup keeps at least one admin.'] } }]);
  });

  it('invites new addresses as the request call does, updates members and refuses bad rows', async () => {
    const [provider] = await s.db.select({ email: users.email }).from(users).where(eq(users.id, ids.provider!));
    const file = await xlsxFile([
      ['Email', 'Role', 'Permissions'],
      ['newbie@pauta.test', 'member', ''],
      [first().email, 'admin', 'customers.edit'],
      [second().email, 'boss', ''],
      [provider!.email, 'member', ''],
      ['chief@pauta.test', 'admin', ''],
      [second().email, 'member', 'fly'],
    ]);
    const answer = await as(tokens.agency).call(wt.importMembers, { body: { file, workgroup_id: 1 } });
    expect([answer.data.created, answer.data.updated]).toEqual([2, 1]);
    const refused = Object.fromEntries(answer.data.refused.map((r) => [r.row, r.errors]));
    expect(refused[3]).toEqual({ role: ['Must be admin or member.'] });
    expect(refused[5]!.role).toEqual(['An invitation joins as a member: give the role once it has joined.']);
    expect(refused[6]!.email![0]).toBe('Repeated: already in row 3.');
    const [promoted] = await s.db
      .select()
      .from(workgroupMembers)
      .where(and(eq(workgroupMembers.workgroupId, 1), eq(workgroupMembers.userId, first().id)));
    expect([promoted!.role, promoted!.permissions]).toEqual(['admin', ['customers.edit']]);
    const sent = await s.db
      .select({ email: workgroupInvitations.email, type: workgroupInvitations.type })
      .from(workgroupInvitations)
      .where(eq(workgroupInvitations.workgroupId, 1));
    expect(sent).toEqual(
      expect.arrayContaining([
        { email: 'newbie@pauta.test', type: 'member' },
        { email: provider!.email, type: 'member' },
      ]),
    );
    const mails = await s.db.select({ to: mailLog.to, link: mailLog.link }).from(mailLog);
    expect(mails.find((m) => m.to === 'newbie@pauta.test')?.link).toMatch(/\/accept\?token=/);

    const again = await as(tokens.agency).call(wt.importMembers, {
      body: { file: csvFile('email,role\nnewbie@pauta.test,member\n') },
    });
    expect(again.data.refused).toEqual([{ row: 1, errors: { email: ['That address has a pending invitation.'] } }]);
  });
});

const clientsCsv = () => csvFile(`email\n${spare[0]!.email}\n`);

describe('refusals', () => {
  it('lets only the workgroup’s admins import (403 member, 404 stranger, 403 without workgroup.*)', async () => {
    const member = as(sellerToken[second().id]);
    const m = await failure(member.call(wt.importClients, { body: { file: clientsCsv(), workgroup_id: 1 } }));
    expect(m.status).toBe(403);
    const stranger = as(tokens.seller).call(wt.importMembers, { body: { file: clientsCsv(), workgroup_id: 1 } });
    expect((await failure(stranger)).status).toBe(404);
    const provider = as(tokens.provider).call(wt.importClients, { body: { file: clientsCsv() } });
    expect((await failure(provider)).status).toBe(403);
  });

  it('refuses a file as a whole under `file` and writes nothing', async () => {
    const before = await s.db.select().from(workgroupClients);
    const bad = async (file: File, locale = 'en') => {
      const e = await failure(as(tokens.agency, locale).call(wt.importClients, { body: { file } }));
      expect([e.status, Object.keys(e.errors ?? {})]).toEqual([422, ['file']]);
      return e.errors!.file![0];
    };
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await bad(csvFile(svg))).toBe('The file is neither an .xlsx spreadsheet nor a text CSV (UTF-8).');
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    expect(await bad(new File([garbage], 'x.csv'))).toContain('neither');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(64)]);
    expect(await bad(new File([png], 'x.xlsx'))).toContain('neither');
    expect(await bad(csvFile(''))).toBe('The file has no rows under the header.');
    expect(await bad(csvFile('email\n'))).toBe('The file has no rows under the header.');
    expect(await bad(csvFile('name\nsomeone\n'), 'es')).toBe('Faltan columnas en la primera fila: email.');
    const many = `email\n${Array.from({ length: wt.MAX_SHEET_ROWS + 1 }, (_, i) => `c${i}@x.test`).join('\n')}\n`;
    expect(await bad(csvFile(many))).toBe('The file has more than 10000 rows.');
    const noRole = await failure(as(tokens.agency).call(wt.importMembers, { body: { file: clientsCsv() } }));
    expect(noRole.errors?.file?.[0]).toBe('Columns missing from the first row: role.');
    expect(await s.db.select().from(workgroupClients)).toEqual(before);
  });
});
