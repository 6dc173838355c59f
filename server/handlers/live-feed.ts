/**
 * A campaign's live feed (issue 20; contract and rules: src/api/contract/campaigns/live-feed.ts). The campaign is
 * reached through ownership rule `campaign.art` before this runs; here: the cameras of the units in its cart (a
 * provider: of its own units only), each with its newest stills and a status from the server's clock; and who may
 * read a still (`canReadCameraFrame`, for GET /files/get/{id}: files.ts `canReadFile`).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { LIVE_FEED_FRAMES, liveFeed, type CameraStatus, type LiveCamera } from '#src/api/contract/campaigns.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { fileUrl, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { cameraFrames, campaignUnits, campaigns, cities, unitCameras, units } from '../db/schema.ts';
import { implement } from '../http/register.ts';
import { campaignScope } from './campaign-view/scope.ts';
import { iso } from './sync-page.ts';

const MINUTE_MS = 60_000;

/** A camera's status at `now` (contract module doc): live, stale or offline. */
export function cameraStatus(
  active: boolean,
  lastFrame: Date | null,
  intervalMinutes: number,
  now: Date,
): CameraStatus {
  if (!active || !lastFrame) return 'offline';
  return now.getTime() - lastFrame.getTime() <= 2 * intervalMinutes * MINUTE_MS ? 'live' : 'stale';
}

/** The provider a caller acts as (null: not a provider, or an administrator who sees every provider's). */
const providerOf = (user: AuthUser) =>
  user.providerId !== null && !isSuperuser(user.permissions) ? user.providerId : null;

/**
 * True when `fileId` is a camera still the caller may see: a provider's own unit's, or of a unit in a live campaign
 * the caller reaches (campaign scope: its client, sellers, managers, administrators).
 */
export async function canReadCameraFrame(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const [frame] = await db
    .select({ unitId: unitCameras.unitId, providerId: units.providerId })
    .from(cameraFrames)
    .innerJoin(unitCameras, eq(unitCameras.id, cameraFrames.cameraId))
    .innerJoin(units, eq(units.id, unitCameras.unitId))
    .where(eq(cameraFrames.fileId, fileId));
  if (!frame) return false;
  if (isSuperuser(user.permissions) || frame.providerId === user.providerId) return true;
  const [held] = await db
    .select({ id: campaigns.id })
    .from(campaignUnits)
    .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
    .where(and(eq(campaignUnits.unitId, frame.unitId), isNull(campaigns.deletedAt), ...campaignScope(db, user)))
    .limit(1);
  return Boolean(held);
}

export const liveFeedHandlers = [
  implement(liveFeed, async ({ db, params, user, now }) => {
    const [campaign] = await db.select({ name: campaigns.name }).from(campaigns).where(eq(campaigns.id, params.id));
    const provider = providerOf(user);
    const cams = await db
      .select({
        id: unitCameras.id,
        name: unitCameras.name,
        interval: unitCameras.intervalMinutes,
        active: unitCameras.active,
        unitId: units.id,
        title: units.title,
        sku: units.sku,
        address: units.address,
        city: cities.name,
      })
      .from(campaignUnits)
      .innerJoin(units, eq(units.id, campaignUnits.unitId))
      .innerJoin(unitCameras, eq(unitCameras.unitId, units.id))
      .innerJoin(cities, eq(cities.id, units.cityId))
      .where(
        and(eq(campaignUnits.campaignId, params.id), ...(provider !== null ? [eq(units.providerId, provider)] : [])),
      )
      .orderBy(units.title, unitCameras.id);
    const unique = [...new Map(cams.map((c) => [c.id, c])).values()];
    const frames = unique.length
      ? await db
          .select({
            id: cameraFrames.id,
            cameraId: cameraFrames.cameraId,
            fileId: cameraFrames.fileId,
            at: cameraFrames.capturedAt,
          })
          .from(cameraFrames)
          .where(
            inArray(
              cameraFrames.cameraId,
              unique.map((c) => c.id),
            ),
          )
          .orderBy(desc(cameraFrames.capturedAt))
      : [];
    const cameras: LiveCamera[] = unique.map((c) => {
      const own = frames.filter((f) => f.cameraId === c.id).slice(0, LIVE_FEED_FRAMES);
      const last = own[0]?.at ?? null;
      return {
        id: c.id,
        name: c.name,
        interval_minutes: c.interval,
        status: cameraStatus(c.active, last, c.interval, now),
        last_frame_at: last ? iso(last) : null,
        unit: { id: c.unitId, title: c.title, sku: c.sku, address: c.address, city: c.city },
        frames: own.map((f) => ({ id: f.id, captured_at: iso(f.at), url: `${fileUrl(f.fileId)}?type=image` })),
      };
    });
    return { data: { campaign_id: params.id, name: campaign?.name ?? '', checked_at: iso(now), cameras } };
  }),
];
