/**
 * A campaign's reports and reads on the seeded reference server (contract src/api/contract/campaign-reports.ts;
 * api-catalogue.md "Campaigns"; issue 18; docs/dashboards-availability.md "Campaign reports"): the PDF report and
 * the POI report .xlsx (read back cell by cell), the audience distribution against the media plan, the POI map,
 * the budget by media type against the cart's quote, the media types (pivot and the cart's), extra units against
 * the grid, the regions; and who reaches them (ownership rule `campaign`).
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cr from '#src/api/contract/campaign-reports.ts';
import * as av from '#src/api/contract/availability-views.ts';
import { campaigns as c, lookups } from '#src/api/contract/index.ts';
import { distanceMetres } from '#server/domain/campaign-rules.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;
/** The demo client's campaign in progress (3) and draft (4); a campaign of another seller's customer. */
let mine: number;
let draft: number;
let foreign: number;

/** The first campaign with a cart matching `where`. */
async function pick(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`select c.id from campaigns c where ${where} and exists (select 1 from campaign_units cu where cu.campaign_id = c.id) order by c.id limit 1`,
  );
  return row!.id;
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  mine = await pick(sql`c.client_id = ${ids.client} and c.status = 'in_progress'`);
  draft = await pick(sql`c.client_id = ${ids.client} and c.status = 'draft'`);
  foreign = await pick(
    sql`c.client_id not in (select client_id from client_sellers where seller_id = ${ids.seller}) and c.client_id <> ${ids.client}`,
  );
});
afterAll(async () => {
  await s.close();
});

describe('campaign report files', () => {
  it('downloads the campaign report as a PDF for whoever reaches the campaign', async () => {
    for (const role of ['client', 'seller', 'manager', 'administrator']) {
      const pdf = await as(role).call(cr.downloadReport, { params: { id: mine } });
      const head = Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1');
      expect([pdf.type, head], role).toEqual(['application/pdf', '%PDF-']);
    }
    const res = await s.app.request(`/api/client/campaigns/${mine}/download-report?locale=en`, {
      headers: { authorization: `Bearer ${tokens.client}` },
    });
    expect(res.headers.get('content-disposition')).toContain(`campaign-report-${mine}.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await failure(as('client').call(cr.downloadReport, { params: { id: foreign } }))).status).toBe(404);
    expect((await failure(as('seller').call(cr.downloadReport, { params: { id: foreign } }))).status).toBe(404);
    expect((await failure(as('provider').call(cr.downloadReport, { params: { id: mine } }))).status).toBe(403);
    expect((await failure(s.client().call(cr.downloadReport, { params: { id: mine } }))).status).toBe(401);
  });

  it('writes the POI report: each unit its n nearest points of interest, nearest first, typed cells', async () => {
    const blob = await as('client', 'en').call(cr.poisReport, { params: { id: mine }, query: { number: 3 } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await blob.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Unit',
      'SKU',
      'No.',
      'Point of interest',
      'Category',
      'Distance (m)',
    ]);
    const plan = (await as('client').call(c.mediaPlan, { params: { id: mine } })).data;
    const unitIds = [...new Set(plan.map((p) => p.unit_id))];
    expect(sheet.rowCount - 1).toBe(unitIds.length * 3);
    const units = await rows<{ id: number; lat: number; lng: number }>(
      sql`select id, lat, lng from units where id in ${sql.raw(`(${unitIds.join(',')})`)}`,
    );
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const unit = units.find((u) => u.id === row.getCell(1).value)!;
      expect(typeof row.getCell(7).value).toBe('number');
      // the POI of that name nearest the unit (names repeat across cities) is at the distance written
      const named = await rows<{ lat: number; lng: number }>(
        sql`select lat, lng from pois where name = ${row.getCell(5).value as string}`,
      );
      const nearest = Math.min(...named.map((p) => Math.round(distanceMetres(unit, p))));
      expect(nearest).toBe(row.getCell(7).value);
      if (row.getCell(4).value !== 1)
        expect(row.getCell(7).value as number).toBeGreaterThanOrEqual(sheet.getRow(r - 1).getCell(7).value as number);
    }
    expect(
      (await failure(as('client').call(cr.poisReport, { params: { id: mine }, query: { number: 21 } }))).status,
    ).toBe(422);
  });
});

describe('audience and points of interest', () => {
  it('splits the audience by vehicle, media type and place; each adds up to daily traffic × days of the plan', async () => {
    const plan = (await as('client').call(c.mediaPlan, { params: { id: mine } })).data;
    const traffic = await rows<{ id: number; daily_traffic: number }>(
      sql`select id, daily_traffic from units where id in ${sql.raw(`(${plan.map((p) => p.unit_id).join(',')})`)}`,
    );
    const audience = plan.reduce((n, p) => n + traffic.find((t) => t.id === p.unit_id)!.daily_traffic * p.duration, 0);
    for (const type of cr.DEMOGRAPHIC_TYPES) {
      const chart = (
        await as('client').call(cr.demographicDistribution, {
          params: { id: mine },
          query: { demographic_type: type },
        })
      ).data;
      const people = chart.series.find((x) => x.key === 'audience')!;
      expect(people.total, type).toBe(audience);
      const share = chart.series.find((x) => x.key === 'share')!.values as number[];
      expect(Math.abs(share.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.1);
    }
    const vehicles = (await as('client', 'en').call(cr.demographicDistribution, { params: { id: mine } })).data;
    expect(vehicles.labels).toEqual(['Cars', 'Buses', 'Bikes', 'Trucks']);
    const bad = await failure(
      as('client').call(cr.demographicDistribution, {
        params: { id: mine },
        query: { demographic_type: 'age' as never },
      }),
    );
    expect(bad.status).toBe(422);
  });

  it('maps the cart units and the POIs within 1,000 m, each with its nearest unit, inside the bounds', async () => {
    const map = (await as('client').call(cr.poisMap, { params: { id: mine } })).data;
    const plan = (await as('client').call(c.mediaPlan, { params: { id: mine } })).data;
    expect(map.units.map((u) => u.id).toSorted()).toEqual([...new Set(plan.map((p) => p.unit_id))].toSorted());
    expect(map.source).toBe('nearby');
    expect(map.pois.length).toBeGreaterThan(0);
    for (const p of map.pois) {
      expect(p.distance_m!).toBeLessThanOrEqual(1000);
      const nearest = map.units.find((u) => u.id === p.nearest_unit_id)!;
      expect(Math.abs(Math.round(distanceMetres(nearest, p)) - p.distance_m!)).toBeLessThanOrEqual(1);
      for (const u of map.units) expect(distanceMetres(u, p)).toBeGreaterThanOrEqual(p.distance_m! - 1);
      expect(p.lat).toBeGreaterThanOrEqual(map.bounds!.min_lat);
      expect(p.lng).toBeLessThanOrEqual(map.bounds!.max_lng);
    }
    // chosen POIs are the map's when the campaign has some
    const chosen = map.pois.slice(0, 2).map((p) => p.id);
    await s.db.execute(sql`update campaigns set poi_ids = ${JSON.stringify(chosen)}::jsonb where id = ${draft}`);
    const theirs = (await as('client').call(cr.poisMap, { params: { id: draft } })).data;
    expect([theirs.source, theirs.pois.map((p) => p.id)]).toEqual(['chosen', chosen]);
  });
});

describe('budget, media types, extra units and regions', () => {
  it('answers the budget by media type from the cart quote: spent per country equals the quote', async () => {
    const [row] = await rows<{ country_id: number; media_type_id: number }>(
      sql`select country_id, media_type_id from campaign_media_types where campaign_id = ${draft} order by 1, 2 limit 1`,
    );
    await s.db.execute(sql`update campaign_countries set budget = 1000000 where campaign_id = ${draft}`);
    await s.db.execute(
      sql`update campaign_media_types set percent = 40 where campaign_id = ${draft} and country_id = ${row!.country_id} and media_type_id = ${row!.media_type_id}`,
    );
    const budget = await as('client').call(cr.budgetMediaTypes, { params: { id: draft } });
    const quote = (await as('client').call(c.cotize, { params: { id: draft } })).data;
    for (const country of budget.countries) {
      const group = quote.groups.find((g) => g.country_id === country.country_id);
      expect(Math.round(country.spent * 100)).toBe(
        Math.round(((group?.subtotal ?? 0) + (group?.side_a_surcharge ?? 0)) * 100),
      );
      const parts = budget.data.filter((r) => r.country_id === country.country_id);
      expect(Math.round(parts.reduce((n, r) => n + r.spent, 0) * 100)).toBe(Math.round(country.spent * 100));
    }
    const first = budget.data.find((r) => r.country_id === row!.country_id && r.media_type_id === row!.media_type_id)!;
    expect([first.percent, first.budget, first.remaining]).toEqual([
      40,
      400_000,
      Math.round((400_000 - first.spent) * 100) / 100,
    ]);
    expect(budget.data.filter((r) => r.percent === null).every((r) => r.budget === null && r.remaining === null)).toBe(
      true,
    );
  });

  it("answers the campaign's media types per country, and the cart's in the look-up shape", async () => {
    const detail = (await as('client').call(c.view, { params: { id: mine } })).data;
    const pivot = (await as('client').call(cr.campaignMediaTypes, { params: { id: mine } })).data;
    expect(pivot.map((p) => [p.country_id, p.media_type_id]).toSorted()).toEqual(
      detail.countries.flatMap((k) => k.media_types.map((m) => [k.id, m.media_type_id])).toSorted(),
    );
    for (const p of pivot)
      expect(p.units).toBe(
        detail.units.filter((u) => u.country_id === p.country_id && u.media_type_id === p.media_type_id).length,
      );
    const cart = (await as('client', 'en').call(cr.cartMediaTypes, { params: { id: mine } })).data;
    const all = (await as('client', 'en').call(lookups.mediaTypes)).data;
    for (const m of cart) expect(m).toEqual(all.find((x) => x.id === m.id));
    expect(cart.map((m) => m.id).toSorted()).toEqual([...new Set(pivot.map((p) => p.media_type_id))].toSorted());
    const one = (
      await as('client').call(cr.cartMediaTypes, { params: { id: mine }, query: { country: pivot[0]!.country_id } })
    ).data;
    expect(one.length).toBeLessThanOrEqual(cart.length);
  });

  it('offers extra units: not in the cart, free over their dates (as the grid says), priced, best traffic first', async () => {
    const extra = await as('client').call(cr.extraUnits, { params: { id: draft }, query: { per_page: 50 } });
    expect(extra.data.length).toBeGreaterThan(0);
    const detail = (await as('client').call(c.view, { params: { id: draft } })).data;
    const inCart = new Set(detail.units.map((u) => u.id));
    const traffic = extra.data.map((u) => u.daily_traffic);
    expect(traffic).toEqual(traffic.toSorted((a, b) => b - a));
    for (const u of extra.data.slice(0, 10)) {
      expect(inCart.has(u.id)).toBe(false);
      const [row] = (
        await as('manager').call(av.unitPrint, { query: { from: u.start_date, to: u.end_date, ids: String(u.id) } })
      ).data;
      expect(row!.days).toMatch(/^f+$/);
      const days = Math.round((Date.parse(u.end_date) - Date.parse(u.start_date)) / 86_400_000) + 1;
      expect(u.total_price).toBeGreaterThanOrEqual(Math.round(u.price * days * 100) / 100 - 0.01);
    }
    const fitting = await as('client').call(cr.extraUnits, {
      params: { id: draft },
      query: { fits: 1, per_page: 100 },
    });
    for (const u of fitting.data) expect(u.fits_budget).toBe(true);
    expect((await failure(as('client').call(cr.extraUnits, { params: { id: foreign } }))).status).toBe(404);
  });

  it('answers where campaigns are planned: countries with live units, in the caller language', async () => {
    const a = (await as('client', 'en').call(cr.campaignRegion)).data;
    expect(a.region_types).toEqual([{ key: 'country', name: 'Country' }]);
    expect(a.countries.reduce((n, k) => n + k.units, 0)).toBe(5200);
    expect(a.countries.map((k) => k.name)).toContain('Mexico');
    expect((await as('client').call(cr.campaignRegion)).data.countries.map((k) => k.name)).toContain('México');
    expect((await failure(as('provider').call(cr.campaignRegion))).status).toBe(403);
  });
});
