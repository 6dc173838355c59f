/**
 * Demo cameras and their stills (issue 20 "the reference server serves seeded frames"; product.md §2 dashboard
 * cameras; api-catalogue.md "GET live-feed/{id}"): one camera on each digital unit that a seeded campaign of the
 * current period holds (at most CAMERA_UNITS), each with FRAMES_PER_CAMERA stills taken every 10 minutes up to the
 * anchor's 08:50. A still is a small JPEG drawn by sharp — a screen on its post, showing an ad in one of the brand's
 * colours — stored as a private `files` row (read through the live feed's reach: server/handlers/live-feed.ts).
 * Deterministic: no randomness; ids explicit, file ids after the highest of the batches before them.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import * as s from '../schema.ts';
import { MEDIA_TYPES } from './catalogue.ts';
import { at } from './helpers.ts';

/** A seed batch (index.ts `Batch`). */
interface Batch {
  name: string;
  table: PgTable;
  rows: readonly Record<string, unknown>[];
  serial: boolean;
}

/** At most this many cameras. */
export const CAMERA_UNITS = 12;
/** Stills per camera. */
export const FRAMES_PER_CAMERA = 3;
const COLOURS = ['#F5B800', '#F07D00', '#2B6CB0', '#2F855A', '#C53030', '#4A5568'];

/** One still: a screen (`colour` ad with two bars) on a post against a sky of `shade` (0 dawn … 2 morning). */
async function still(colour: string, shade: number): Promise<Uint8Array> {
  const sky = ['#2D3748', '#4A6A8A', '#7FA7C9'][shade] ?? '#7FA7C9';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180">
<rect width="320" height="180" fill="${sky}"/><rect y="150" width="320" height="30" fill="#3A3A3A"/>
<rect x="150" y="110" width="20" height="45" fill="#555"/><rect x="70" y="20" width="180" height="95" rx="4" fill="#111"/>
<rect x="78" y="28" width="164" height="79" fill="${colour}"/><rect x="92" y="44" width="100" height="12" fill="#111"/>
<rect x="92" y="66" width="70" height="8" fill="#fff"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 60 }).toBuffer());
}

/**
 * The camera batches (module doc).
 * @param units the seeded units (id, media type)
 * @param campaignUnits the seeded carts (campaign and unit ids) of the current campaigns
 * @param before every batch before these; the stills' file ids follow the highest `files` id among them
 */
export async function cameraBatches(
  anchor: string,
  units: readonly { id?: number; mediaTypeId: number; providerId: number }[],
  campaignUnits: readonly { unitId: number }[],
  before: readonly Batch[],
): Promise<Batch[]> {
  const digital = new Set(
    MEDIA_TYPES.flatMap((m, i) => (m.category === 'media-digital' ? [i + 1] : [])), // ids as mediaTypeId() numbers them
  );
  const inCarts = new Set(campaignUnits.map((c) => c.unitId));
  const chosen = units
    .filter((u) => u.id !== undefined && digital.has(u.mediaTypeId) && inCarts.has(u.id))
    .slice(0, CAMERA_UNITS);
  let nextFile =
    1 + Math.max(0, ...before.filter((b) => b.table === s.files).flatMap((b) => b.rows.map((r) => Number(r.id ?? 0))));
  const cameras: (typeof s.unitCameras.$inferInsert)[] = [];
  const frames: (typeof s.cameraFrames.$inferInsert)[] = [];
  const files: (typeof s.files.$inferInsert)[] = [];
  for (const [i, unit] of chosen.entries()) {
    const cameraId = i + 1;
    cameras.push({
      id: cameraId,
      unitId: unit.id!,
      name: `Cámara ${cameraId}`,
      intervalMinutes: 10,
      createdAt: at(anchor, -30),
    });
    for (let f = 0; f < FRAMES_PER_CAMERA; f++) {
      const data = await still(COLOURS[(i + f) % COLOURS.length]!, f);
      const capturedAt = new Date(`${anchor}T08:${String(30 + f * 10).padStart(2, '0')}:00Z`);
      const fileId = nextFile++;
      files.push({
        id: fileId,
        ownerId: null,
        name: `camara-${cameraId}-${f + 1}.jpg`,
        mime: 'image/jpeg',
        size: data.byteLength,
        shared: false,
        data,
        createdAt: capturedAt,
      });
      frames.push({ id: cameraId * FRAMES_PER_CAMERA + f - FRAMES_PER_CAMERA + 1, cameraId, fileId, capturedAt });
    }
  }
  return [
    { name: 'camera_frame_files', table: s.files, rows: files, serial: false },
    { name: 'unit_cameras', table: s.unitCameras, rows: cameras, serial: true },
    { name: 'camera_frames', table: s.cameraFrames, rows: frames, serial: true },
  ];
}
