/**
 * Packages (api-catalogue.md "Packages"), a `crudHandlers` resource. Rules (ours where the spec is silent):
 * - internal staff only (the contract's access: `packages.browse` reads, `packages.*` writes); no owner scope;
 * - every unit is live and in the package's country and media type (422 under `unit_ids`);
 * - a package a campaign was built from is not deleted (409);
 * - `countries=4,9` keeps the packages of those countries, `name` matches part of the name;
 * - each answer carries its value's currency, the one of the package's country;
 * - segments (spec §3 "package with segments") hold some of the package's units (422 under `segments` otherwise);
 *   given with a save they replace the old ones, in the same transaction.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import * as sales from '#src/api/contract/sales.ts';
import type { Db } from '../db/client.ts';
import { campaigns, countries, packageSegments, packages, units } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { crudHandlers } from '../http/crud.ts';
import { msg } from '../i18n.ts';

type PackageRow = typeof packages.$inferSelect;

type Segment = sales.SalesPackage['segments'][number];

const packageAnswer = (
  p: PackageRow,
  currency: string | null = null,
  segments: Segment[] = [],
): sales.SalesPackage => ({
  id: p.id,
  name: p.name,
  country_id: p.countryId,
  media_type_id: p.mediaTypeId,
  value: p.value,
  currency,
  duration: p.duration,
  unit_ids: p.unitIds,
  segments,
});

async function packageAnswers(db: Db, rows: PackageRow[]): Promise<sales.SalesPackage[]> {
  const ids = [...new Set(rows.map((p) => p.countryId))];
  const found = ids.length
    ? await db
        .select({ id: countries.id, currency: countries.currency })
        .from(countries)
        .where(inArray(countries.id, ids))
    : [];
  const currencyOf = new Map(found.map((c) => [c.id, c.currency]));
  const segments = rows.length
    ? await db
        .select()
        .from(packageSegments)
        .where(
          inArray(
            packageSegments.packageId,
            rows.map((p) => p.id),
          ),
        )
        .orderBy(asc(packageSegments.position), asc(packageSegments.id))
    : [];
  const segmentsOf = (id: number): Segment[] =>
    segments
      .filter((x) => x.packageId === id)
      .map((x) => ({ id: x.id, name: x.name, position: x.position, unit_ids: x.unitIds }));
  return rows.map((p) => packageAnswer(p, currencyOf.get(p.countryId) ?? null, segmentsOf(p.id)));
}

export const packageHandlers = crudHandlers({
  endpoints: sales.packagesResource,
  table: packages,
  scope: () => [],
  search: { query: 'name', column: packages.name },
  filters: (q) => {
    const list = q.countries as number[] | undefined;
    return list?.length ? [inArray(packages.countryId, list)] : [];
  },
  orderBy: packages.name,
  stamped: false,
  toAnswer: packageAnswer,
  toAnswers: packageAnswers,
  toColumns: (b: sales.PackageInput) => ({
    name: b.name,
    countryId: b.country_id,
    mediaTypeId: b.media_type_id,
    value: b.value,
    duration: b.duration,
    unitIds: [...new Set(b.unit_ids)],
  }),
  async beforeSave(db, body, locale) {
    const ids = [...new Set(body.unit_ids)];
    const [fits] = await db
      .select({ n: count() })
      .from(units)
      .where(
        and(
          inArray(units.id, ids),
          eq(units.countryId, body.country_id),
          eq(units.mediaTypeId, body.media_type_id),
          isNull(units.deletedAt),
        ),
      );
    if ((fits?.n ?? 0) !== ids.length)
      throw validationError(msg(locale, 'validation.failed'), { unit_ids: [msg(locale, 'packages.units_elsewhere')] });
    const outside = (body.segments ?? []).find((seg) => seg.unit_ids.some((u) => !ids.includes(u)));
    if (outside)
      throw validationError(msg(locale, 'validation.failed'), {
        segments: [msg(locale, 'packages.segment_units', { segment: outside.name })],
      });
  },
  async afterSave(db, row, body) {
    if (!body.segments) return;
    await db.delete(packageSegments).where(eq(packageSegments.packageId, row.id));
    if (body.segments.length)
      await db.insert(packageSegments).values(
        body.segments.map((seg, position) => ({
          packageId: row.id,
          name: seg.name,
          position,
          unitIds: [...new Set(seg.unit_ids)],
        })),
      );
  },
  async beforeDelete(db, found, locale) {
    const [used] = await db.select({ n: count() }).from(campaigns).where(eq(campaigns.packageId, found.id));
    if ((used?.n ?? 0) > 0) throw new HttpError(409, 'conflict', msg(locale, 'packages.in_use'));
  },
  messages: { saved: 'packages.saved', deleted: 'packages.deleted' },
});
