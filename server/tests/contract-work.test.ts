/**
 * A contract's downloads and field work on the reference server (api-catalogue.md "Contracts": download-technical-
 * sheet, download-technical-sheet-excel, download-lease-document, GET and POST /{id}/order-jobs,
 * /unistall-order-jobs; "Campaigns": /campaigns/{id}/print_work_orders; issue 17; docs/contracts-billing.md
 * "Downloads and order jobs"): the PDFs, the .xlsx read back with exceljs (typed cells, headers in both languages,
 * totals equal to the contract's), reach (another client's contract is a 404), an installation job that reaches
 * operations' list and the technician's routes at once, the refusals, idempotent uninstallation jobs, and a
 * campaign's print work orders in the print-work scope.
 */
import ExcelJS from 'exceljs';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLists, contracts as k } from '#src/api/contract/index.ts';
import { toMinor } from '#src/domain/contract-rules.ts';
import { orderJobEvents, orderJobs, printWorkOrders } from '../db/schema.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { contractsReached } from './contract-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
const all = (role: string, query: { status?: string } = {}) => contractsReached(s, tokens[role], query);
/** A download as the browser gets it: status, headers and bytes. */
async function download(path: string, role: string, locale: 'es' | 'en' = 'es') {
  const res = await s.app.request(`/api${path}`, {
    headers: { authorization: `Bearer ${tokens[role]}`, 'accept-language': locale },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
const today = () => new Date().toISOString().slice(0, 10);
/** The header row of a technical sheet (row 11), cell values in order. */
const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(11).values as unknown[]).slice(1);
/** The ids of the order jobs of these campaigns. */
const jobsOf = async (...campaignIds: number[]) =>
  (await s.db.select({ id: orderJobs.id }).from(orderJobs).where(inArray(orderJobs.campaignId, campaignIds))).map(
    (j) => j.id,
  );

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('contract downloads', () => {
  it('answers the technical sheet and the lease document as PDF attachments', async () => {
    const [c] = await all('seller', { status: 'approved' });
    for (const path of [`/contracts/${c!.id}/download-technical-sheet`, `/contracts/${c!.id}/download-lease-document`])
      for (const locale of ['es', 'en'] as const) {
        const { res, bytes } = await download(path, 'seller', locale);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-\d+\.pdf"/);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.length).toBeGreaterThan(1500);
      }
    // through the app's client too: a Blob
    const blob = await as('seller').call(k.leaseDocument, { params: { id: c!.id }, query: { locale: 'en' } });
    expect(
      Buffer.from(await blob.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });

  it('answers the technical sheet as a genuine .xlsx: typed cells, headers per language, totals = contract total', async () => {
    // a billed contract has an other cost: units subtotal + other costs = total
    const [c] = await all('administrator', { status: 'billed' });
    const path = `/contracts/${c!.id}/download-technical-sheet-excel`;
    const read = async (locale: 'es' | 'en') => {
      const { res, bytes } = await download(path, 'administrator', locale);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers.get('content-disposition')).toMatch(/filename="(ficha-tecnica|technical-sheet)-\d+\.xlsx"/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      return book.worksheets[0]!;
    };
    const es = await read('es');
    const en = await read('en');
    expect(header(es)).toEqual([
      'Unidad',
      'SKU',
      'Tipo de medio',
      'Ciudad',
      'Inicio',
      'Fin',
      'Días',
      'Precio por día',
      'Precio de impresión',
      'Espacios',
      'Total',
    ]);
    expect(header(en)).toEqual([
      'Unit',
      'SKU',
      'Media type',
      'City',
      'Start',
      'End',
      'Days',
      'Price per day',
      'Print price',
      'Spots',
      'Total',
    ]);
    // title block: the contract id as a number, the status in the language
    expect(es.getCell('A1').value).toBe(`Ficha técnica — Contrato ${c!.id}`);
    expect(es.getCell('B2').value).toBe(c!.id);
    expect(es.getCell('B4').value).toBe(c!.client_name);
    expect(en.getCell('A6').value).toBe('Status');
    // one typed row per unit
    const first = es.getRow(12);
    const u = c!.units[0]!;
    expect(first.getCell(1).value).toBe(u.title);
    expect(first.getCell(5).value).toEqual(new Date(`${u.start_date}T00:00:00Z`));
    expect(first.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(6).value).toEqual(new Date(`${u.end_date}T00:00:00Z`));
    expect([first.getCell(7).value, first.getCell(8).value, first.getCell(10).value, first.getCell(11).value]).toEqual([
      u.days,
      u.price,
      u.spots,
      u.total,
    ]);
    expect(first.getCell(8).numFmt).toBe(`"${c!.currency}" #,##0.00`);
    expect(first.getCell(11).numFmt).toBe(`"${c!.currency}" #,##0.00`);
    const last = 11 + c!.units.length;
    expect(es.getRow(last).getCell(2).value).toBe(c!.units.at(-1)!.sku);
    // totals: subtotal of the units, other costs, total = the contract's total (summed in centavos)
    const unitsMinor = c!.units.reduce((sum, x) => sum + toMinor(x.total), 0);
    expect((es.getRow(last + 1).values as unknown[]).slice(1)).toEqual([
      'Subtotal de unidades',
      ...Array<undefined>(9).fill(undefined),
      unitsMinor / 100,
    ]);
    expect(es.getRow(last + 2).getCell(1).value).toBe('Otros costos');
    expect(es.getRow(last + 2).getCell(11).value).toBe((toMinor(c!.total) - unitsMinor) / 100);
    expect(es.getRow(last + 3).getCell(1).value).toBe('Total');
    expect(es.getRow(last + 3).getCell(11).value).toBe(c!.total);
    expect(en.getRow(last + 3).getCell(11).value).toBe(c!.total);
    expect(es.rowCount).toBe(last + 3);
  });

  it('hides another client’s contract (404) and serves the client its own', async () => {
    const own = new Set((await all('client')).map((c) => c.id));
    expect(own.size).toBeGreaterThan(0);
    const other = (await all('administrator')).find((c) => !own.has(c.id))!;
    for (const end of ['download-technical-sheet', 'download-technical-sheet-excel', 'download-lease-document']) {
      expect((await download(`/contracts/${other.id}/${end}`, 'client')).res.status, end).toBe(404);
      expect((await download(`/contracts/${[...own][0]}/${end}`, 'client')).res.status, end).toBe(200);
    }
    // a provider holds no browse_contracts
    expect((await download(`/contracts/${other.id}/download-lease-document`, 'provider')).res.status).toBe(403);
  });
});

describe('a contract’s order jobs', () => {
  it('makes an installation job with a technician: in operations’ list and the technician’s routes at once', async () => {
    const [c] = await all('operations', { status: 'approved' });
    const day = today();
    const made = await as('operations').call(k.createContractOrderJob, {
      params: { id: c!.id },
      body: { scheduled_date: day, technician_id: ids.technician! },
    });
    const job = made.data;
    expect(made.message).toBe('Orden de trabajo creada.');
    expect(job).toMatchObject({
      campaign_id: c!.campaign_id,
      kind: 'installation',
      status: 'accepted',
      technician: { id: ids.technician },
      scheduled_date: day,
    });
    expect(job.description).toContain(`contrato ${c!.id}`);
    expect(job.items.map((i) => i.unit_id)).toEqual(c!.units.map((u) => u.unit_id));
    expect(job.items[0]!.task).toBe(`Instalar arte cara ${job.items[0]!.side}`);
    // operations' order-job list (POST /order-jobs)
    const listed = await as('operations').call(catalogueLists.orderJobs, { body: { id: job.id } });
    expect(listed.data.map((j) => j.id)).toEqual([job.id]);
    // the technician's routes of that day, and the job in its own list
    const routes = await as('technician').call(catalogueLists.routes, { query: { date: day, per_page: 1000 } });
    const route = routes.data.find((r) => r.order_job_id === job.id)!;
    expect(route).toMatchObject({ date: day, status: 'pending', stops_count: c!.units.length });
    expect(route.stops.map((x) => x.order_job_item_id)).toEqual(job.items.map((i) => i.id));
    const mine = await as('technician').call(catalogueLists.orderJobs, { body: { id: job.id } });
    expect(mine.data).toHaveLength(1);
    // the contract's jobs (read by its seller), and the timeline's first event
    const ofContract = await as('seller').call(k.contractOrderJobs, { params: { id: c!.id } });
    expect(ofContract.data.map((j) => j.id)).toContain(job.id);
    const events = await s.db
      .select({ type: orderJobEvents.type, data: orderJobEvents.data })
      .from(orderJobEvents)
      .where(eq(orderJobEvents.orderJobId, job.id));
    expect(events).toEqual([{ type: 'created', data: expect.objectContaining({ contract_id: c!.id }) }]);
  });

  it('makes a pending job of some units without a technician, in English', async () => {
    const [, c] = await all('operations', { status: 'approved' });
    const made = await as('operations', 'en').call(k.createContractOrderJob, {
      params: { id: c!.id },
      body: { kind: 'maintenance', scheduled_date: '2027-01-15', unit_ids: [c!.units[0]!.unit_id] },
    });
    expect(made.data).toMatchObject({ kind: 'maintenance', status: 'pending', technician: null });
    expect(made.data.items).toHaveLength(1);
    expect(made.data.items[0]!.task).toMatch(/^Maintenance of side /);
  });

  it('refuses a pending contract (409), a unit not in it, a non-technician and a bad date (422), a seller (403)', async () => {
    const [pending] = await all('operations', { status: 'pending' });
    const [approved] = await all('operations', { status: 'approved' });
    const body = { scheduled_date: today() };
    const before = await jobsOf(pending!.campaign_id, approved!.campaign_id);
    const refused = await failure(
      as('operations', 'en').call(k.createContractOrderJob, { params: { id: pending!.id }, body }),
    );
    expect([refused.status, refused.message]).toEqual([
      409,
      expect.stringMatching(/^A contract in status ".+" takes no order jobs/),
    ]);
    const strangerUnit = (await all('administrator'))
      .flatMap((c) => c.units.map((u) => u.unit_id))
      .find((u) => !approved!.units.some((x) => x.unit_id === u))!;
    const stranger = await failure(
      as('operations').call(k.createContractOrderJob, {
        params: { id: approved!.id },
        body: { ...body, unit_ids: [approved!.units[0]!.unit_id, strangerUnit] },
      }),
    );
    expect([stranger.status, stranger.errors?.unit_ids]).toEqual([
      422,
      [`Estas unidades no están en el contrato: ${strangerUnit}.`],
    ]);
    const notTechnician = await failure(
      as('operations').call(k.createContractOrderJob, {
        params: { id: approved!.id },
        body: { ...body, technician_id: ids.seller! },
      }),
    );
    expect([notTechnician.status, Object.keys(notTechnician.errors ?? {})]).toEqual([422, ['technician_id']]);
    for (const scheduled_date of ['2026-02-30', '15/01/2027']) {
      const bad = await failure(
        as('operations').call(k.createContractOrderJob, { params: { id: approved!.id }, body: { scheduled_date } }),
      );
      expect([bad.status, Object.keys(bad.errors ?? {})]).toEqual([422, ['scheduled_date']]);
    }
    expect(
      (await failure(as('seller').call(k.createContractOrderJob, { params: { id: approved!.id }, body }))).status,
    ).toBe(403);
    // nothing was written by the refusals
    expect(await jobsOf(pending!.campaign_id, approved!.campaign_id)).toEqual(before);
  });

  it('makes uninstallation jobs only for contracts that ended, once', async () => {
    const date = '2026-11-02';
    const reached = (await all('operations')).filter((c) => ['approved', 'billed'].includes(c.status));
    const ended = reached.filter((c) => c.end_date !== null && c.end_date < date);
    const running = reached.filter((c) => c.end_date !== null && c.end_date >= date);
    expect(running.length).toBeGreaterThan(0);
    const covered = await s.db
      .select({ campaignId: orderJobs.campaignId })
      .from(orderJobs)
      .where(and(eq(orderJobs.kind, 'uninstallation'), ne(orderJobs.status, 'rejected'), isNull(orderJobs.deletedAt)));
    const already = new Set(covered.map((r) => r.campaignId));
    const due = ended.filter((c) => !already.has(c.campaign_id));
    expect(due.length).toBeGreaterThan(0);
    // a contract still running is left alone even when named
    const none = await as('operations').call(k.uninstallOrderJobs, { body: { contract_ids: [running[0]!.id], date } });
    expect(none.data).toEqual([]);
    const first = await as('operations', 'en').call(k.uninstallOrderJobs, { body: { date } });
    expect(first.message).toBe(`Uninstallation order jobs created: ${due.length}.`);
    expect(first.data.map((j) => j.campaign_id)).toEqual(due.map((c) => c.campaign_id));
    for (const [i, job] of first.data.entries()) {
      expect(job).toMatchObject({ kind: 'uninstallation', status: 'pending', technician: null, scheduled_date: date });
      expect(job.items.map((x) => x.unit_id)).toEqual(due[i]!.units.map((u) => u.unit_id));
      expect(job.items[0]!.task).toMatch(/^Remove artwork from side /);
    }
    const again = await as('operations').call(k.uninstallOrderJobs, { body: { date } });
    expect([again.data, again.message]).toEqual([[], 'Órdenes de desinstalación creadas: 0.']);
    // default date: the server's today; and only staff who manage order jobs may ask
    expect(
      (await as('administrator').call(k.uninstallOrderJobs, { body: {} })).data.every(
        (j) => j.scheduled_date === today(),
      ),
    ).toBe(true);
    expect((await failure(as('technician').call(k.uninstallOrderJobs, { body: {} }))).status).toBe(403);
  });
});

describe('a campaign’s print work orders', () => {
  it('answers them in the print-work scope: operations all, a technician those it works on', async () => {
    const orders = await s.db
      .select({ id: printWorkOrders.id, campaignId: printWorkOrders.campaignId })
      .from(printWorkOrders)
      .where(isNull(printWorkOrders.deletedAt))
      .orderBy(printWorkOrders.id);
    const campaignId = orders[0]!.campaignId!;
    const expected = orders.filter((o) => o.campaignId === campaignId).map((o) => o.id);
    const staff = await as('operations').call(k.campaignPrintWorkOrders, { params: { id: campaignId } });
    expect(staff.data.map((o) => o.id)).toEqual(expected);
    expect(staff.data[0]!.tasks.length).toBeGreaterThan(0);
    // the technician sees what its own print-work list shows of that campaign
    const list = await as('technician').call(catalogueLists.printWorkOrders, { query: { per_page: 1000 } });
    const visible = list.data.filter((o) => o.campaign_id === campaignId).map((o) => o.id);
    const tech = await as('technician').call(k.campaignPrintWorkOrders, { params: { id: campaignId } });
    expect(tech.data.map((o) => o.id).toSorted((a, b) => a - b)).toEqual(visible.toSorted((a, b) => a - b));
    expect((await failure(as('operations').call(k.campaignPrintWorkOrders, { params: { id: 999_999 } }))).status).toBe(
      404,
    );
    expect((await failure(as('seller').call(k.campaignPrintWorkOrders, { params: { id: campaignId } }))).status).toBe(
      403,
    );
  });
});
