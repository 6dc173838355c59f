/**
 * Packages (api-catalogue.md "Packages": GET list with filter, POST, GET, PUT and DELETE by id; product.md §2
 * "packages: list, create, {id}/edit", §3 "package", §9 "Package price": value / units / days = daily price): units
 * of one media type in one country sold together for `duration` days at `value` (in the country's currency).
 * Managers and administrators (`packages.*`) write them; sellers (`packages.browse`) read them. A package a
 * campaign was built from is not deleted (409). Segments of packages arrive with the proposals (issue 16).
 */
import * as v from 'valibot';
import { crudEndpoints } from '../crud.ts';
import { id, idListQuery, int, money, requiredText, text } from '../common.ts';

const spec = 'api-catalogue.md Packages; product.md §2 packages, §3 package, §9 package price';

export const salesPackage = v.object({
  id: v.number(),
  name: v.string(),
  country_id: v.number(),
  media_type_id: v.number(),
  /** The whole package over `duration` days, in `currency`. */
  value: v.number(),
  /** ISO 4217 code of `value`: the currency of the package's country. */
  currency: v.nullable(v.string()),
  /** Days. */
  duration: v.number(),
  unit_ids: v.array(v.number()),
  /** Spec §3 "package with segments": named groups of the package's units, in order. */
  segments: v.array(
    v.object({ id: v.number(), name: v.string(), position: v.number(), unit_ids: v.array(v.number()) }),
  ),
});
export type SalesPackage = v.InferOutput<typeof salesPackage>;

export const packageInput = v.object({
  name: requiredText(120),
  country_id: id,
  media_type_id: id,
  value: money(0.01),
  duration: int(1, 3650),
  unit_ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(1000)),
  /**
   * The package's segments, in order, each a name and some of `unit_ids` (422 under `segments` otherwise). Left out:
   * the segments stay as they are; given (even empty): they replace the old ones.
   */
  segments: v.optional(
    v.pipe(
      v.array(v.object({ name: requiredText(120), unit_ids: v.pipe(v.array(id), v.maxLength(1000)) })),
      v.maxLength(20),
    ),
  ),
});
export type PackageInput = v.InferOutput<typeof packageInput>;

const base = crudEndpoints({
  name: 'packages',
  path: '/packages',
  spec,
  row: salesPackage,
  body: packageInput,
  // `countries`: "4,9" (empty filters are left out of the query, catalogue "Client-side validation")
  filters: { name: v.optional(text(120)), countries: idListQuery },
  access: { collection: { permissions: ['packages.*'] }, member: { permissions: ['packages.*'] } },
});

/** Reading needs `packages.browse` (sellers), which `packages.*` includes; writing needs `packages.*`. */
const read = { permissions: ['packages.browse'] } as const;
export const packagesResource = {
  ...base,
  list: { ...base.list, access: read },
  show: { ...base.show, access: read },
};
export const {
  list: packages,
  show: showPackage,
  store: storePackage,
  update: updatePackage,
  delete: deletePackage,
} = packagesResource;
