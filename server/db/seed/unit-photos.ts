/**
 * Demo photos of media units (issue 16: the photographic proposal shows "each unit's photo"): a few JPEG street
 * scenes made with sharp — sky, ground, a lit board on its pole — each given to the units of the sales pool
 * (`proposalPool`, the units the seeded proposals take, and more), round-robin, as the unit's first image
 * (`unit_images`). The files are shared (any signed-in user may read a unit image, SECURITY.md) and kept in the
 * database. Sizes: `PHOTO_WIDTH_PX` × `PHOTO_HEIGHT_PX`, about 10 KB each.
 */
import sharp from 'sharp';
import * as s from '../schema.ts';
import type { Inventory } from './inventory.ts';
import { proposalPool } from './sales.ts';

export const PHOTO_WIDTH_PX = 960;
export const PHOTO_HEIGHT_PX = 640;
/** How many units of the pool get a photo (the seeded proposals take about 80 of them). */
export const PHOTO_UNITS = 160;

/** [sky, board] colours of each distinct photo. */
const SCENES: [number, number, number][][] = [
  [
    [135, 190, 235],
    [230, 57, 70],
  ],
  [
    [250, 200, 150],
    [29, 53, 87],
  ],
  [
    [120, 150, 200],
    [244, 162, 97],
  ],
  [
    [70, 90, 140],
    [42, 157, 143],
  ],
  [
    [180, 210, 230],
    [255, 209, 102],
  ],
  [
    [40, 50, 80],
    [240, 240, 240],
  ],
];

const block = (width: number, height: number, [r, g, b]: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** One street scene as JPEG bytes. */
async function scene(sky: [number, number, number], board: [number, number, number]): Promise<Uint8Array> {
  const w = PHOTO_WIDTH_PX;
  const h = PHOTO_HEIGHT_PX;
  const groundTop = Math.round(h * 0.72);
  const [ground, pole, frame, face] = await Promise.all([
    block(w, h - groundTop, [90, 90, 92]),
    block(Math.round(w * 0.03), Math.round(h * 0.3), [60, 60, 60]),
    block(Math.round(w * 0.56), Math.round(h * 0.36), [35, 35, 35]),
    block(Math.round(w * 0.53), Math.round(h * 0.32), board),
  ]);
  const jpeg = await sharp({
    create: { width: w, height: h, channels: 3, background: { r: sky[0], g: sky[1], b: sky[2] } },
  })
    .composite([
      { input: ground, top: groundTop, left: 0 },
      { input: pole, top: Math.round(h * 0.44), left: Math.round(w * 0.485) },
      { input: frame, top: Math.round(h * 0.1), left: Math.round(w * 0.22) },
      { input: face, top: Math.round(h * 0.12), left: Math.round(w * 0.235) },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

export interface UnitPhotos {
  files: (typeof s.files.$inferInsert)[];
  unitImages: (typeof s.unitImages.$inferInsert)[];
}

/**
 * The photo files (ids from `firstFileId`) and the pool units' images.
 * @param createdAt when the photos were taken (stored as the files' creation time)
 */
export async function buildUnitPhotos(inv: Inventory, firstFileId: number, createdAt: Date): Promise<UnitPhotos> {
  const bytes = await Promise.all(SCENES.map(([sky, board]) => scene(sky!, board!)));
  const files = bytes.map((data, i) => ({
    id: firstFileId + i,
    ownerId: null,
    name: `foto-unidad-${i + 1}.jpg`,
    mime: 'image/jpeg',
    size: data.byteLength,
    shared: true,
    data,
    createdAt,
  }));
  const unitImages = proposalPool(inv)
    .slice(0, PHOTO_UNITS)
    .map((u, i) => ({ unitId: u.id, fileId: files[i % files.length]!.id, position: 0 }));
  return { files, unitImages };
}
