/**
 * A campaign's live feed (issue 20; api-catalogue.md Campaigns "GET live-feed/{id}", product.md §2 dashboard
 * cameras): the cameras watching the campaign's digital units and their latest stills.
 *
 *   GET /client/campaigns/live-feed/{id} → { data: { campaign_id, name, checked_at, cameras: Camera[] } }
 *   Camera: { id, name, interval_minutes, status, last_frame_at: string | null,
 *             unit: { id, title, sku, address, city },
 *             frames: [{ id, captured_at, url }] }   (newest first, at most LIVE_FEED_FRAMES)
 *
 * `status`: `live` when the newest still is younger than twice the camera's interval at `checked_at` (the server's
 * now), `stale` when older, `offline` when the camera is switched off or has never sent one. A still's `url` is
 * GET /files/get/{id}?type=image, readable by whoever reaches the campaign (server/handlers/live-feed.ts
 * `canReadCameraFrame`). Cameras of units outside the campaign's cart are not shown; a campaign with no camera
 * answers an empty list.
 * Who: any signed-in account that reaches the campaign — its client, its sellers, managers and administrators,
 * and a provider whose units it holds (who sees only the cameras of its own units) — ownership rule `campaign.art`;
 * any other campaign is a 404.
 */
import * as v from 'valibot';
import { envelope, idParams } from '../common.ts';
import { endpoint } from '../define.ts';
import { base, spec } from './shared.ts';

/** Stills per camera in an answer. */
export const LIVE_FEED_FRAMES = 6;

export const cameraStatus = v.picklist(['live', 'stale', 'offline']);
export type CameraStatus = v.InferOutput<typeof cameraStatus>;

export const liveCamera = v.object({
  id: v.number(),
  name: v.string(),
  /** Minutes between two stills. */
  interval_minutes: v.number(),
  status: cameraStatus,
  last_frame_at: v.nullable(v.string()),
  unit: v.object({ id: v.number(), title: v.string(), sku: v.string(), address: v.string(), city: v.string() }),
  frames: v.array(v.object({ id: v.number(), captured_at: v.string(), url: v.string() })),
});
export type LiveCamera = v.InferOutput<typeof liveCamera>;

export const liveFeedAnswer = v.object({
  campaign_id: v.number(),
  name: v.string(),
  checked_at: v.string(),
  cameras: v.array(liveCamera),
});
export type LiveFeed = v.InferOutput<typeof liveFeedAnswer>;

export const liveFeed = endpoint({
  name: 'campaigns.liveFeed',
  method: 'GET',
  path: `${base}/live-feed/{id}`,
  access: { permissions: [], owner: { resource: 'campaign.art', param: 'id' } },
  spec: `${spec} (live-feed/{id}); product.md §2 cameras`,
  params: idParams,
  answer: envelope(liveFeedAnswer),
});
