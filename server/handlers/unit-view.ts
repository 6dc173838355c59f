/**
 * Shared reads of the provider inventory handlers (product.md §2, §4 inventory and creative approval): whose rows a
 * caller reaches, a unit as its page shows it, the reference data unit
 * validation needs, and id reservation for inserts with generated SKUs.
 *
 * Scope: an administrator (`*`) reaches every provider's rows; any other
 * caller only its own provider's (`users.provider_id`); rows out of scope
 * answer 404, as if they did not exist.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { UnitDetail, UnitInput } from '#src/api/contract/inventory.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { fileUrl, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { cities, circuits, files, mediaTypes, unitImages, unitTypes, units } from '../db/schema.ts';
import type { UnitRefs } from '../domain/unit-csv.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import { unitSummaryOf } from './catalogue-lists.ts';
import { iso } from './sync-page.ts';
import { ACCEPTED_TYPES, KIND_FORMATS } from './file-types.ts';
import { unitFiles } from './provider-file-reads.ts';

export type UnitRow = typeof units.$inferSelect;

export const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** The provider whose rows the caller reaches, or null for all (administrators). */
export function providerScope(user: AuthUser): number | null {
  return isSuperuser(user.permissions) ? null : (user.providerId ?? -1);
}

/** `column = caller's provider`, or nothing for administrators. */
export function providerWhere(user: AuthUser, column: Parameters<typeof eq>[0]): SQL[] {
  const p = providerScope(user);
  return p === null ? [] : [eq(column, p)];
}

/**
 * The provider new rows belong to: the caller's; an administrator without a
 * provider must name one. @throws HttpError 422 under `field`
 */
export function ownProvider(user: AuthUser, locale: Locale, named?: number, field = 'provider_id'): number {
  if (user.providerId && !isSuperuser(user.permissions)) return user.providerId;
  const id = named ?? user.providerId;
  if (!id)
    throw validationError(msg(locale, 'units.provider_required'), {
      [field]: [msg(locale, 'units.provider_required')],
    });
  return id;
}

/** A live unit in the caller's scope. @throws HttpError 404 */
export async function findOwnUnit(db: Db, user: AuthUser, id: number, locale: Locale, lock = false): Promise<UnitRow> {
  const q = db
    .select()
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deletedAt), ...providerWhere(user, units.providerId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(locale);
  return row;
}

/**
 * A unit size's name in `locale`: its English name for English interfaces where
 * it has one, else the name as entered (issue 15: seeded names in both languages).
 */
export function sizeNameIn(locale: Locale, size: { name: string; nameEn: string | null }): string {
  return locale === 'en' && size.nameEn ? size.nameEn : size.name;
}

/** Units as their page shows them (contract `unitDetail`), in the order given. */
export async function unitDetails(db: Db, rows: readonly UnitRow[], locale: Locale): Promise<UnitDetail[]> {
  if (!rows.length) return [];
  const ids = rows.map((u) => u.id);
  const [types, sizes, images, documents] = await Promise.all([
    db.select({ id: mediaTypes.id, name: mediaTypes.name, nameEn: mediaTypes.nameEn }).from(mediaTypes),
    db.select({ id: unitTypes.id, name: unitTypes.name, nameEn: unitTypes.nameEn }).from(unitTypes),
    db
      .select({ unitId: unitImages.unitId, fileId: unitImages.fileId })
      .from(unitImages)
      .where(inArray(unitImages.unitId, ids))
      .orderBy(asc(unitImages.position), asc(unitImages.fileId)),
    unitFiles(db, ids),
  ]);
  const typeName = new Map(types.map((t) => [t.id, locale === 'en' ? t.nameEn : t.name]));
  const sizeName = new Map(sizes.map((t) => [t.id, sizeNameIn(locale, t)]));
  return rows.map((u) => ({
    ...unitSummaryOf(u),
    media_type: { id: u.mediaTypeId, name: typeName.get(u.mediaTypeId) ?? '' },
    unit_type: u.unitTypeId ? { id: u.unitTypeId, name: sizeName.get(u.unitTypeId) ?? '' } : null,
    images: images.filter((i) => i.unitId === u.id).map((i) => ({ id: i.fileId, url: fileUrl(i.fileId) })),
    files: documents.get(u.id) ?? [],
    attributes: u.attributes,
    created_at: iso(u.createdAt),
  }));
}

export async function unitDetail(db: Db, id: number, locale: Locale): Promise<UnitDetail> {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  return (await unitDetails(db, [row!], locale))[0]!;
}

/**
 * What validating `inputs` needs (domain/unit-csv.ts `UnitRefs`): the media
 * types, sizes, the named cities and circuits, and which of their SKUs other
 * units (than `exceptUnitId`) already use.
 */
export async function loadUnitRefs(
  db: Db,
  inputs: readonly Pick<UnitInput, 'city_id' | 'circuit_id' | 'sku'>[],
  exceptUnitId?: number,
): Promise<UnitRefs & { takenSkus: Set<string> }> {
  const cityIds = [...new Set(inputs.map((u) => u.city_id).filter((x): x is number => typeof x === 'number' && x > 0))];
  const circuitIds = [
    ...new Set(inputs.map((u) => u.circuit_id).filter((x): x is number => typeof x === 'number' && x > 0)),
  ];
  const skus = [...new Set(inputs.map((u) => u.sku).filter((x): x is string => !!x))];
  const [types, sizes, cityRows, circuitRows, skuRows] = await Promise.all([
    db
      .select({ id: mediaTypes.id })
      .from(mediaTypes)
      .where(sql`${mediaTypes.category} <> 'materials-print'`),
    db.select({ id: unitTypes.id }).from(unitTypes),
    cityIds.length
      ? db
          .select({ id: cities.id, stateId: cities.stateId, countryId: cities.countryId })
          .from(cities)
          .where(inArray(cities.id, cityIds))
      : [],
    circuitIds.length
      ? db.select({ id: circuits.id, cityId: circuits.cityId }).from(circuits).where(inArray(circuits.id, circuitIds))
      : [],
    takenSkus(db, skus, exceptUnitId),
  ]);
  return {
    mediaTypes: new Set(types.map((t) => t.id)),
    unitTypes: new Set(sizes.map((t) => t.id)),
    cities: new Map(cityRows.map((c) => [c.id, { stateId: c.stateId, countryId: c.countryId }])),
    circuits: new Map(circuitRows.map((c) => [c.id, c.cityId])),
    takenSkus: skuRows,
  };
}

/** Which of `skus` units (other than `exceptUnitId`, deleted ones too: the index is unique) already use. */
export async function takenSkus(db: Db, skus: readonly string[], exceptUnitId?: number): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < skus.length; i += 5000) {
    const chunk = skus.slice(i, i + 5000);
    const rows = await db
      .select({ sku: units.sku })
      .from(units)
      .where(and(inArray(units.sku, chunk), exceptUnitId ? sql`${units.id} <> ${exceptUnitId}` : undefined));
    for (const r of rows) out.add(r.sku);
  }
  return out;
}

/** Takes `n` ids from the units sequence (so SKUs can be generated before inserting). */
export async function reserveUnitIds(db: Db, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const res = await db.execute(
    sql`select nextval(pg_get_serial_sequence('units', 'id'))::int as id from generate_series(1, ${n})`,
  );
  return (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** The SKU given to a unit created without one. */
export const generatedSku = (id: number) => `U-${String(id).padStart(7, '0')}`;

/** Columns of `units` from a unit's input (no id, provider, timestamps). */
export function unitColumns(u: UnitInput) {
  return {
    title: u.title,
    mediaTypeId: u.media_type_id,
    unitTypeId: u.unit_type_id ?? null,
    circuitId: u.circuit_id ?? null,
    address: u.address,
    lat: u.lat,
    lng: u.lng,
    countryId: u.country_id,
    stateId: u.state_id,
    cityId: u.city_id,
    side: u.side,
    direction: u.direction,
    trafficDirection: u.traffic_direction,
    dailyTraffic: u.daily_traffic,
    schedule: u.schedule,
    price: u.price,
    printPrice: u.print_price,
    minPrice: u.min_price,
    minPrintPrice: u.min_print_price,
    spots: u.spots ?? 1,
    status: u.status ?? 'active',
  };
}

/**
 * Attaches images (files the caller uploaded; administrators any) to a unit
 * in the given order, replacing the old ones, and shares them. Only raster
 * images (file-types.ts `ACCEPTED_TYPES.photo`, by the type detected when
 * stored) become unit images: a shared file is readable by everyone signed in.
 * @throws HttpError 422 under `image_ids`
 */
export async function setUnitImages(
  tx: Db,
  user: AuthUser,
  unitId: number,
  fileIds: readonly number[],
  locale: Locale,
): Promise<void> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length) {
    const found = await tx
      .select({ id: files.id, ownerId: files.ownerId, mime: files.mime })
      .from(files)
      .where(inArray(files.id, wanted));
    const current = new Set(
      (await tx.select({ id: unitImages.fileId }).from(unitImages).where(eq(unitImages.unitId, unitId))).map(
        (r) => r.id,
      ),
    );
    const allowed = (f: { id: number; ownerId: number | null }) =>
      f.ownerId === user.id || current.has(f.id) || isSuperuser(user.permissions);
    if (found.length !== wanted.length || !found.every(allowed)) {
      throw validationError(msg(locale, 'units.image_not_yours'), {
        image_ids: [msg(locale, 'units.image_not_yours')],
      });
    }
    if (!found.every((f) => current.has(f.id) || ACCEPTED_TYPES.photo.has(f.mime))) {
      const text = msg(locale, 'files.not_image', { formats: KIND_FORMATS.photo });
      throw validationError(text, { image_ids: [text] });
    }
    await tx.update(files).set({ shared: true }).where(inArray(files.id, wanted));
  }
  await tx.delete(unitImages).where(eq(unitImages.unitId, unitId));
  if (wanted.length)
    await tx.insert(unitImages).values(wanted.map((fileId, position) => ({ unitId, fileId, position })));
}
