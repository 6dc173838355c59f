/**
 * Integration: order-job and route actions on the reference server (product.md §2, §4 field operations):
 * the technician's day from accept to finish with proof-of-posting photos on
 * disk, the state rules (who may act, closed jobs, photos before finishing),
 * a reassignment while the technician is offline, a corrupt photo, and
 * idempotent replays of an upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { catalogueLists, fieldWork, files as filesContract } from '#src/api/contract/index.ts';
import { failure, startTestServer, TEST_ANCHOR, type TestServer } from '../test-support.ts';
import { pngFile } from './sample-files.ts';
import { orderJobItemPhotos, orderJobs, roles, userRoles, users } from '../db/schema.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let otherTechnician: number;

/** A pending job with at least two items, not the demo technician's. */
async function pendingJob(): Promise<number> {
  const rows = await s.db
    .select({ id: orderJobs.id })
    .from(orderJobs)
    .where(
      and(
        eq(orderJobs.status, 'pending'),
        isNull(orderJobs.deletedAt),
        sql`(select count(*) from order_job_items i where i.order_job_id = ${orderJobs.id} and i.deleted_at is null) >= 2`,
      ),
    )
    .orderBy(orderJobs.id);
  const used = ((globalThis as { usedJobs?: Set<number> }).usedJobs ??= new Set());
  const free = rows.find((r) => !used.has(r.id))!;
  used.add(free.id);
  return free.id;
}

/** A small JPEG photo (EXIF orientation 6: taken with the phone turned) of `w`×`h` pixels as stored. */
async function jpeg(w = 64, h = 48, orientation = 1): Promise<File> {
  const bytes = await sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'valla.jpg', { type: 'image/jpeg' });
}

const ops = () => s.client(tokens.operations);
const tech = () => s.client(tokens.technician);
const job = async (id: number) => (await ops().call(catalogueLists.orderJobs, { body: { id } })).data[0]!;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  const [other] = await s.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.value, 'technician'), ne(users.id, ids.technician!), eq(users.active, true)));
  otherTechnician = other!.id;
});
afterAll(async () => {
  await s.close();
});

describe("a technician's order job, from assignment to finish", () => {
  it('accept → photos on disk with time and position → route finished → job finished, with its timeline', async () => {
    const id = await pendingJob();
    await ops().call(fieldWork.assignTechnician, { params: { id }, body: { technician_id: ids.technician! } });
    const accepted = await tech().call(fieldWork.accept, { params: { id } });
    expect(accepted.data.status).toBe('accepted');
    const items = accepted.data.items;
    const route = await ops().call(fieldWork.createRoute, {
      params: { id },
      body: { date: '2026-11-02', item_ids: items.map((i) => i.id).toReversed() },
    });
    expect(route.data.stops.map((x) => x.order_job_item_id)).toEqual(items.map((i) => i.id).toReversed());
    expect(route.data.technician?.id).toBe(ids.technician);

    expect((await failure(tech().call(fieldWork.finish, { params: { id }, body: {} }))).status).toBe(409);
    const takenAt = '2026-11-02T09:15:00.000Z';
    let last = accepted.data;
    for (const item of items) {
      last = (
        await tech().call(fieldWork.uploadPhoto, {
          params: { id, itemId: item.id },
          body: { photo: await jpeg(64, 48, 6), taken_at: takenAt, lat: 19.4326, lng: -99.1332, accuracy: 12 },
        })
      ).data;
    }
    expect(last.status).toBe('in_progress');
    const photo = last.items[0]!.photos[0]!;
    expect(photo).toMatchObject({
      taken_at: takenAt,
      lat: 19.4326,
      lng: -99.1332,
      accuracy: 12,
      width: 48,
      height: 64,
    });
    expect(last.items.every((i) => i.status === 'finished' && i.photos.length === 1)).toBe(true);

    // the photo and its thumbnail are served to the technician and staff, not to others
    const fileId = Number(photo.url.split('/').pop());
    const thumbId = Number(photo.thumb_url.split('/').pop());
    const original = await tech().call(filesContract.getFile, { params: { id: fileId } });
    expect(original.size).toBeGreaterThan(100);
    const thumb = await ops().call(filesContract.getFile, { params: { id: thumbId } });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect(
      (await failure(s.client(tokens.client).call(filesContract.getFile, { params: { id: fileId } }))).status,
    ).toBe(404);

    const finishedRoute = await tech().call(fieldWork.finishRoute, {
      params: { id: route.data.id },
      body: { finished_at: '2026-11-02T17:00:00.000Z' },
    });
    expect(finishedRoute.data).toMatchObject({ status: 'finished', finished_at: '2026-11-02T17:00:00.000Z' });
    const finished = await tech().call(fieldWork.finish, { params: { id }, body: {} });
    expect(finished.data.status).toBe('finished');

    // the photo report: a PDF with every photo, for the technician and staff
    const report = await tech().call(fieldWork.photoReport, { params: { id }, query: { locale: 'en' } });
    const pdf = Buffer.from(await report.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(items.length);
    expect(
      (await failure(s.client(tokens.client).call(fieldWork.photoReport, { params: { id }, query: {} }))).status,
    ).toBe(403);

    const events = (await tech().call(fieldWork.events, { params: { id } })).data.map((e) => e.type);
    expect(events).toEqual([
      'finished',
      'route_finished',
      ...items.map(() => 'photo_uploaded'),
      'route_created',
      'accepted',
      'technician_assigned',
    ]);
    // closed: only comments now
    expect(
      await failure(
        tech().call(fieldWork.uploadPhoto, { params: { id, itemId: items[0]!.id }, body: { photo: await jpeg() } }),
      ),
    ).toMatchObject({ status: 409 });
    const comment = await tech().call(fieldWork.addComment, {
      params: { id },
      body: { body: 'Instalada sin novedad.' },
    });
    expect((await ops().call(fieldWork.comments, { params: { id } })).data).toEqual([comment.data]);
  });
});

describe('demo data', () => {
  it('gives the demo technician one route today with three stops of an accepted job', async () => {
    const today = await tech().call(catalogueLists.routes, { query: { date: TEST_ANCHOR, per_page: 50 } });
    const route = today.data.find((r) => r.stops_count === 3 && r.status === 'pending')!;
    expect(route.technician?.id).toBe(ids.technician);
    expect((await job(route.order_job_id)).status).toBe('accepted');
  });
});

describe('rules', () => {
  it("only staff assign, add or remove units and delete; a technician may not act on another's job", async () => {
    const id = await pendingJob();
    expect(
      (
        await failure(
          tech().call(fieldWork.assignTechnician, { params: { id }, body: { technician_id: ids.technician! } }),
        )
      ).status,
    ).toBe(403);
    expect((await failure(tech().call(fieldWork.accept, { params: { id } }))).status).toBe(403);
    const added = await ops().call(fieldWork.addUnits, { params: { id }, body: { unit_ids: [1, 2, 2] } });
    expect(added.data.items.filter((i) => i.unit_id === 1 || i.unit_id === 2)).toHaveLength(2);
    const again = await ops().call(fieldWork.addUnits, { params: { id }, body: { unit_ids: [1] } });
    expect(again.data.items.length).toBe(added.data.items.length);
    const removed = await ops().call(fieldWork.removeUnits, { params: { id }, body: { unit_ids: [1] } });
    expect(removed.data.items.some((i) => i.unit_id === 1)).toBe(false);
    expect(
      (await failure(ops().call(fieldWork.assignTechnician, { params: { id }, body: { technician_id: ids.client! } })))
        .errors,
    ).toHaveProperty('technician_id');
    await ops().call(fieldWork.remove, { params: { id } });
    expect((await ops().call(catalogueLists.orderJobs, { body: { id } })).data).toEqual([]);
    expect((await failure(ops().call(fieldWork.accept, { params: { id } }))).status).toBe(404);
  });

  it('a reassignment while the technician is offline: their finish is refused with a message saying why', async () => {
    const id = await pendingJob();
    await ops().call(fieldWork.assignTechnician, { params: { id }, body: { technician_id: ids.technician! } });
    await tech().call(fieldWork.accept, { params: { id } });
    const route = await ops().call(fieldWork.createRoute, {
      params: { id },
      body: { date: '2026-11-02', item_ids: [(await job(id)).items[0]!.id] },
    });
    await ops().call(fieldWork.assignTechnician, { params: { id }, body: { technician_id: otherTechnician } });
    const refused = await failure(
      s.client(tokens.technician, 'en').call(fieldWork.finishRoute, { params: { id: route.data.id }, body: {} }),
    );
    expect(refused).toMatchObject({ status: 403, message: 'This job is no longer assigned to you.' });
    const es = await failure(s.client(tokens.technician, 'es').call(fieldWork.finish, { params: { id }, body: {} }));
    expect(es.message).toBe('Este trabajo ya no está asignado a ti.');
    expect((await job(id)).status).toBe('accepted');
  });

  it('refuses a file that is not an image and stores nothing', async () => {
    const id = await pendingJob();
    await ops().call(fieldWork.accept, { params: { id } });
    const item = (await job(id)).items[0]!;
    const before = await s.db.$count(orderJobItemPhotos);
    const bad = new File([new TextEncoder().encode('%PDF-1.4 not a photo')], 'valla.jpg', { type: 'image/jpeg' });
    const e = await failure(
      ops().call(fieldWork.uploadPhoto, { params: { id, itemId: item.id }, body: { photo: bad } }),
    );
    expect(e.status).toBe(422);
    expect(e.errors).toHaveProperty('photo');
    expect(await s.db.$count(orderJobItemPhotos)).toBe(before);
    expect((await job(id)).items[0]!.status).toBe('pending');
  });

  it('an upload replayed with its Idempotency-Key is stored once', async () => {
    const id = await pendingJob();
    await ops().call(fieldWork.accept, { params: { id } });
    const item = (await job(id)).items[0]!;
    const photo = await jpeg();
    const headers = { 'Idempotency-Key': `photo-${id}` };
    const first = await ops().call(
      fieldWork.uploadPhoto,
      { params: { id, itemId: item.id }, body: { photo, taken_at: '2026-11-02T10:00:00.000Z' } },
      { headers },
    );
    const second = await ops().call(
      fieldWork.uploadPhoto,
      { params: { id, itemId: item.id }, body: { photo, taken_at: '2026-11-02T10:00:00.000Z' } },
      { headers },
    );
    expect(second).toEqual(first);
    expect(await s.db.$count(orderJobItemPhotos, eq(orderJobItemPhotos.orderJobItemId, item.id))).toBe(1);
  });

  it('the pulled list carries photos and route stops, and deltas bring the change', async () => {
    const since = s.config.now().toISOString();
    const id = await pendingJob();
    await ops().call(fieldWork.accept, { params: { id } });
    const delta = await ops().call(catalogueLists.orderJobs, { body: { updated_since: since, per_page: 500 } });
    expect(delta.data.map((j) => j.id)).toContain(id);
    const routes = await ops().call(catalogueLists.routes, { query: { per_page: 5 } });
    expect(routes.data[0]!.stops.length).toBe(routes.data[0]!.stops_count);
  });
});

describe('file reads', () => {
  it('accept the token cookie (for <img src>), but nothing else does', async () => {
    const token = tokens.technician!;
    const me = await s.app.request('/api/auth/user', { headers: { cookie: `access_token=${token}` } });
    expect(me.status).toBe(401);
    const upload = await tech().call(filesContract.uploadFile, { body: { file: pngFile('x.png') } });
    const viaCookie = await s.app.request(`/api/files/get/${upload.data.id}`, {
      headers: { cookie: `access_token=${token}` },
    });
    expect(viaCookie.status).toBe(200);
    expect((await s.app.request(`/api/files/get/${upload.data.id}`)).status).toBe(401);
  });
});
