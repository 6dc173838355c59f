/**
 * Saved reports on the reference server (api-catalogue.md "Reports": list, show, store, retry, share, units,
 * download; issue 18; docs/reports.md "Saved reports"): stored and run in the owner's reach, kept, relabelled for the
 * reader, retried, shared with accounts (who then read it) and addresses (mailed), its units with their includes,
 * downloaded as the kept table; another client never reaches it (404); a failed run is said, not hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reports as r } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { expectSheetMatches, expectTotalsAreSums, query, readSheet } from './report-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
let client2: string;
let reportId: number;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  const [other] = await query<{ email: string }>(
    s,
    sql`select u.email from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
    where r.value = 'client' and u.id <> ${ids.client} and u.email like '%@pauta.demo' and u.email <> 'invited@pauta.demo'
    order by u.id limit 1`,
  );
  client2 = await s.login(other!.email, 'Pauta-Demo-2026');
});
afterAll(async () => {
  await s.close();
});

describe('saved reports', () => {
  it('stores a report with its filter, runs it in the owner reach and keeps the result', async () => {
    const made = await as('client', 'en').call(r.storeSavedReport, {
      body: { name: '  My sales  ', kind: 'campaigns', filter: { from: '2026-09-01', to: '2026-12-31' } },
    });
    expect(made.message).toBe('Report saved.');
    reportId = made.data.id;
    expect(made.data).toMatchObject({
      name: 'My sales',
      kind: 'campaigns',
      status: 'ready',
      error: null,
      mine: true,
      owner: { id: ids.client },
      filter: { from: '2026-09-01', to: '2026-12-31' },
      shares: [],
    });
    const live = (await as('client', 'en').call(r.campaignsReport, { body: { from: '2026-09-01', to: '2026-12-31' } }))
      .data;
    expect(made.data.result!.rows).toEqual(live.rows);
    expectTotalsAreSums(made.data.result!);
    // read back in the reader's language: labels follow, values stay as computed
    const es = (await as('client').call(r.showSavedReport, { params: { id: reportId } })).data;
    expect([es.result!.title, es.result!.columns[0]!.label]).toEqual(['Campañas', 'Campaña']);
    expect(es.result!.rows).toEqual(live.rows);
    // a bad filter is refused and nothing is saved
    const bad = await failure(
      as('client').call(r.storeSavedReport, {
        body: { name: 'x', kind: 'campaigns', filter: { from: '2026-12-01', to: '2026-11-01' } },
      }),
    );
    expect([bad.status, Object.keys(bad.errors ?? {})]).toEqual([422, ['to']]);
    expect(
      (await failure(as('client').call(r.storeSavedReport, { body: { name: '', kind: 'campaigns' } }))).status,
    ).toBe(422);
    const list = await as('client').call(r.savedReports, { query: {} });
    expect(list.data.map((x) => x.id)).toEqual([reportId]);
    expect(list.meta.total).toBe(1);
  });

  it('keeps other accounts out: another client 404, no report permission 403', async () => {
    const other = s.client(client2);
    for (const call of [
      () => other.call(r.showSavedReport, { params: { id: reportId } }),
      () => other.call(r.savedReportUnits, { params: { id: reportId } }),
      () => other.call(r.downloadSavedReport, { params: { id: reportId } }),
      () => other.call(r.retrySavedReport, { params: { id: reportId } }),
      () => other.call(r.shareSavedReport, { params: { id: reportId }, body: { user_ids: [ids.agency!] } }),
      () => as('seller').call(r.showSavedReport, { params: { id: reportId } }),
    ])
      expect((await failure(call())).status).toBe(404);
    expect((await other.call(r.savedReports, { query: {} })).data).toEqual([]);
    expect((await failure(as('technician').call(r.showSavedReport, { params: { id: reportId } }))).status).toBe(403);
    expect((await failure(as('provider').call(r.savedReports, { query: {} }))).status).toBe(403);
    // managers and administrators see every saved report
    expect((await as('manager').call(r.showSavedReport, { params: { id: reportId } })).data.mine).toBe(false);
  });

  it('lists the units of its lines with their includes', async () => {
    const units = await as('client').call(r.savedReportUnits, { params: { id: reportId }, query: { per_page: 5 } });
    const [expected] = await query<{ n: string }>(
      s,
      sql`select count(distinct cu.unit_id) as n from campaign_units cu join campaigns c on c.id = cu.campaign_id
        where c.client_id = ${ids.client} and c.deleted_at is null and cu.end_date >= '2026-09-01' and cu.start_date <= '2026-12-31'`,
    );
    expect(units.meta.total).toBe(Number(expected!.n));
    expect(units.data).toHaveLength(5);
    const titles = units.data.map((u) => u.title);
    expect(titles).toEqual(titles.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(units.data[0]).toMatchObject({
      media_type: { id: expect.any(Number), name: expect.any(String) },
      country: { name: expect.any(String) },
      state: { name: expect.any(String) },
      city: { name: expect.any(String) },
    });
    const page2 = await as('client').call(r.savedReportUnits, {
      params: { id: reportId },
      query: { per_page: 5, page: 2 },
    });
    expect(page2.data[0]!.id).not.toBe(units.data[0]!.id);
  });

  it('downloads the kept result as an .xlsx, cell by cell', async () => {
    const blob = await as('client', 'en').call(r.downloadSavedReport, { params: { id: reportId } });
    const shown = (await as('client', 'en').call(r.showSavedReport, { params: { id: reportId } })).data;
    expectSheetMatches(await readSheet(await blob.arrayBuffer()), shown.result!);
  });

  it('shares with accounts, who then read it, and mails addresses; only the owner shares or retries', async () => {
    const [agency] = await query<{ email: string }>(s, sql`select email from users where id = ${ids.agency}`);
    const none = await failure(as('client').call(r.shareSavedReport, { params: { id: reportId }, body: {} }));
    expect([none.status, Object.keys(none.errors ?? {}).toSorted()]).toEqual([422, ['emails', 'user_ids']]);
    const unknown = await failure(
      as('client').call(r.shareSavedReport, { params: { id: reportId }, body: { user_ids: [999_999] } }),
    );
    expect([unknown.status, unknown.errors?.user_ids]).toEqual([422, ['Esta cuenta no existe.']]);
    const shared = await as('client', 'en').call(r.shareSavedReport, {
      params: { id: reportId },
      body: { user_ids: [ids.seller!], emails: [agency!.email, 'partner@example.com'], message: 'Look at November' },
    });
    expect(shared.message).toBe('Report shared with 3 recipients.');
    expect(shared.data.shares.map((x) => [x.user?.id ?? null, x.email, x.message])).toEqual([
      [ids.seller, 'seller@pauta.demo', 'Look at November'],
      [ids.agency, agency!.email, 'Look at November'],
      [null, 'partner@example.com', 'Look at November'],
    ]);
    const mails = await query<{ to: string; body: string; link: string }>(
      s,
      sql`select "to", body, link from mail_log where link like ${`%/dashboard/reports/${reportId}`} order by id`,
    );
    expect(mails.map((m) => m.to)).toEqual(['seller@pauta.demo', agency!.email, 'partner@example.com']);
    expect(mails[2]!.body).toContain('Look at November');
    // the accounts now read it (still computed in the owner's reach), and list it
    const seen = (await as('seller').call(r.showSavedReport, { params: { id: reportId } })).data;
    expect([seen.mine, seen.owner.id, seen.result!.rows.length]).toEqual([
      false,
      ids.client,
      shared.data.result!.rows.length,
    ]);
    expect((await as('agency').call(r.savedReports, { query: { kind: 'campaigns' } })).data.map((x) => x.id)).toContain(
      reportId,
    );
    expect((await as('agency').call(r.savedReports, { query: { kind: 'client_sales' } })).data).toEqual([]);
    // but may not retry or share it
    const refused = await failure(as('seller', 'en').call(r.retrySavedReport, { params: { id: reportId } }));
    expect([refused.status, refused.message]).toEqual([403, 'Only the owner of the report can do this.']);
    expect(
      (
        await failure(
          as('seller').call(r.shareSavedReport, { params: { id: reportId }, body: { user_ids: [ids.manager!] } }),
        )
      ).status,
    ).toBe(403);
  });

  it('retries: a run recomputes in the owner reach; a failed one is kept as failed and said', async () => {
    // a new campaign line changes the figures; retry picks it up
    const before = (await as('client').call(r.showSavedReport, { params: { id: reportId } })).data;
    await s.db.execute(sql`update campaign_units set price = price + 1 where campaign_id in
      (select id from campaigns where client_id = ${ids.client}) and start_date <= '2026-12-31' and end_date >= '2026-09-01'`);
    const again = await as('client', 'en').call(r.retrySavedReport, { params: { id: reportId } });
    expect(again.message).toBe('Report updated.');
    expect(Number(again.data.result!.totals.total)).toBeGreaterThan(Number(before.result!.totals.total));
    expect(again.data.last_run_at! > before.last_run_at!).toBe(true);
    // the owner's account is disabled: an administrator's retry fails, and says so
    await s.db.execute(sql`update users set active = false where id = ${ids.client}`);
    const failed = await as('administrator', 'en').call(r.retrySavedReport, { params: { id: reportId } });
    expect([failed.message, failed.data.status, failed.data.result, failed.data.error]).toEqual([
      'The report could not be computed; try again.',
      'failed',
      null,
      'The report could not be computed; try again.',
    ]);
    const download = await failure(as('administrator', 'en').call(r.downloadSavedReport, { params: { id: reportId } }));
    expect([download.status, download.message]).toEqual([
      409,
      'The report has no result: its last run failed. Run it again before downloading it.',
    ]);
    expect((await as('administrator').call(r.savedReportUnits, { params: { id: reportId } })).data).toEqual([]);
    await s.db.execute(sql`update users set active = true where id = ${ids.client}`);
    const fixed = await as('administrator').call(r.retrySavedReport, { params: { id: reportId } });
    expect([fixed.data.status, fixed.data.error]).toEqual(['ready', null]);
  });
});
