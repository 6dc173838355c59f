/**
 * Subcategories of the media-type categories (issue 20; product.md §3 "subcategory"; GET /subcategories, served by
 * server/handlers/lookups-extra.ts), named in Spanish and English. Fixed rows with explicit ids, so the seed stays
 * deterministic.
 */
import type { subcategories } from '../schema.ts';

type SubcategoryRow = typeof subcategories.$inferInsert;

const row = (id: number, key: string, category: string, nameEs: string, nameEn: string): SubcategoryRow => ({
  id,
  key,
  category,
  nameEs,
  nameEn,
});

/** The seeded subcategories: `category` is a media-type category key (media-print, media-digital, materials-print). */
export const SUBCATEGORY_ROWS: readonly SubcategoryRow[] = [
  row(1, 'billboard', 'media-print', 'Espectacular', 'Billboard'),
  row(2, 'wall', 'media-print', 'Muro', 'Wall'),
  row(3, 'bus-shelter', 'media-print', 'Parabús', 'Bus shelter'),
  row(4, 'bridge', 'media-print', 'Puente peatonal', 'Footbridge'),
  row(5, 'transit', 'media-print', 'Transporte público', 'Public transport'),
  row(6, 'led-screen', 'media-digital', 'Pantalla LED', 'LED screen'),
  row(7, 'indoor-screen', 'media-digital', 'Pantalla en interiores', 'Indoor screen'),
  row(8, 'digital-totem', 'media-digital', 'Tótem digital', 'Digital totem'),
  row(9, 'vinyl-banner', 'materials-print', 'Lona', 'Vinyl banner'),
  row(10, 'adhesive-vinyl', 'materials-print', 'Vinil adhesivo', 'Adhesive vinyl'),
  row(11, 'paper', 'materials-print', 'Papel', 'Paper'),
];
