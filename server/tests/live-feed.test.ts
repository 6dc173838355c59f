/**
 * Integration: a campaign's live feed and its cameras' stills (issue 20; src/api/contract/campaigns/live-feed.ts,
 * server/handlers/live-feed.ts) against a seeded PGlite: the seeded cameras and stills, the cameras of a campaign's
 * cart newest still first with a status from the server's clock, who reaches the feed (its client, staff; a
 * provider only its own units' cameras; anyone else a 404) and who reads a still.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { liveFeed } from '#src/api/contract/campaigns.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { cameraFrames, campaignUnits, campaigns, files, unitCameras, units, users } from '../db/schema.ts';
import { CAMERA_UNITS, FRAMES_PER_CAMERA } from '../db/seed/cameras.ts';
import { cameraStatus } from '../handlers/live-feed.ts';
import { tinyJpeg } from './sample-files.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let campaignId: number;
let cameraId: number;
let frameFile: number;
const as = (role: string) => s.client(tokens[role], 'en');
const raw = (path: string, token: string) =>
  s.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  tokens.otherProvider = (await registerAccount(s, { client_type: 3 })).token;
  tokens.otherClient = (await registerAccount(s, { client_type: 1 })).token;
  // a camera on a unit of the demo client's campaign, with two stills: one just now, one an hour ago
  const [line] = await s.db
    .select({ campaignId: campaignUnits.campaignId, unitId: campaignUnits.unitId })
    .from(campaignUnits)
    .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
    .where(and(eq(campaigns.clientId, ids.client!), isNull(campaigns.deletedAt)))
    .limit(1);
  campaignId = line!.campaignId;
  const [camera] = await s.db
    .insert(unitCameras)
    .values({ unitId: line!.unitId, name: 'Cámara de prueba', intervalMinutes: 10, createdAt: s.config.now() })
    .returning({ id: unitCameras.id });
  cameraId = camera!.id;
  for (const minutesAgo of [60, 1]) {
    const data = await tinyJpeg();
    const [file] = await s.db
      .insert(files)
      .values({ ownerId: null, name: 'still.jpg', mime: 'image/jpeg', size: data.byteLength, shared: false, data })
      .returning({ id: files.id });
    await s.db
      .insert(cameraFrames)
      .values({ cameraId, fileId: file!.id, capturedAt: new Date(s.config.now().getTime() - minutesAgo * 60_000) });
    frameFile = file!.id;
  }
});
afterAll(async () => {
  await s.close();
});

describe('the seeded cameras', () => {
  it('watch digital units of the seeded campaigns, each with its stills', async () => {
    const [cams] = await s.db.select({ n: count() }).from(unitCameras);
    expect(cams!.n).toBeGreaterThan(1);
    expect(cams!.n).toBeLessThanOrEqual(CAMERA_UNITS + 1);
    const perCamera = await s.db.execute(
      sql`select camera_id, count(*)::int as n from camera_frames where camera_id <> ${cameraId} group by camera_id`,
    );
    for (const row of (perCamera as unknown as { rows: { n: number }[] }).rows) expect(row.n).toBe(FRAMES_PER_CAMERA);
  });
});

describe('GET /client/campaigns/live-feed/{id}', () => {
  it('answers the cameras of the cart, newest still first, live when recent', async () => {
    const feed = await as('client').call(liveFeed, { params: { id: campaignId } });
    expect(feed.data.campaign_id).toBe(campaignId);
    const mine = feed.data.cameras.find((c) => c.id === cameraId)!;
    expect(mine.status).toBe('live');
    expect(mine.frames).toHaveLength(2);
    expect(mine.frames[0]!.captured_at > mine.frames[1]!.captured_at).toBe(true);
    expect(mine.last_frame_at).toBe(mine.frames[0]!.captured_at);
    expect(mine.unit.title).toBeTruthy();
  });

  it('turns stale when the newest still is older than twice the interval, offline when switched off', async () => {
    s.advanceClock(25 * 60_000);
    expect(
      (await as('manager').call(liveFeed, { params: { id: campaignId } })).data.cameras.find((c) => c.id === cameraId)
        ?.status,
    ).toBe('stale');
    await s.db.update(unitCameras).set({ active: false }).where(eq(unitCameras.id, cameraId));
    expect(
      (await as('administrator').call(liveFeed, { params: { id: campaignId } })).data.cameras.find(
        (c) => c.id === cameraId,
      )?.status,
    ).toBe('offline');
    await s.db.update(unitCameras).set({ active: true }).where(eq(unitCameras.id, cameraId));
  });

  it('is a 404 for a campaign out of reach; a provider sees only its own units’ cameras', async () => {
    expect((await failure(s.client(tokens.otherClient).call(liveFeed, { params: { id: campaignId } }))).status).toBe(
      404,
    );
    expect((await failure(s.client(tokens.otherProvider).call(liveFeed, { params: { id: campaignId } }))).status).toBe(
      404,
    );
    // the demo provider: a 404 without units in the campaign, else only the cameras of its own units
    const [me] = await s.db.select({ providerId: users.providerId }).from(users).where(eq(users.id, ids.provider!));
    const held = await s.db
      .select({ id: campaignUnits.id })
      .from(campaignUnits)
      .innerJoin(units, eq(units.id, campaignUnits.unitId))
      .where(and(eq(campaignUnits.campaignId, campaignId), eq(units.providerId, me!.providerId!)));
    if (held.length === 0)
      expect((await failure(as('provider').call(liveFeed, { params: { id: campaignId } }))).status).toBe(404);
    else {
      const feed = await as('provider').call(liveFeed, { params: { id: campaignId } });
      for (const c of feed.data.cameras) {
        const [u] = await s.db.select({ p: units.providerId }).from(units).where(eq(units.id, c.unit.id));
        expect(u!.p).toBe(me!.providerId);
      }
    }
  });

  it('lets whoever reaches the campaign read a still, and nobody else', async () => {
    expect((await raw(`/files/get/${frameFile}?type=image`, tokens.client!)).status).toBe(200);
    expect((await raw(`/files/get/${frameFile}?type=image`, tokens.seller!)).status).toBeOneOf([200, 404]);
    expect((await raw(`/files/get/${frameFile}?type=image`, tokens.otherClient!)).status).toBe(404);
    expect((await raw(`/files/get/${frameFile}?type=image`, tokens.otherProvider!)).status).toBe(404);
  });
});

describe('cameraStatus', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('is live within twice the interval, stale after, offline when off or without stills', () => {
    expect(cameraStatus(true, new Date('2026-11-26T09:41:00Z'), 10, now)).toBe('live');
    expect(cameraStatus(true, new Date('2026-11-26T09:39:00Z'), 10, now)).toBe('stale');
    expect(cameraStatus(false, new Date('2026-11-26T09:59:00Z'), 10, now)).toBe('offline');
    expect(cameraStatus(true, null, 10, now)).toBe('offline');
  });
});
