/**
 * Package campaigns (api-catalogue.md "Campaigns": `packages/create`, `{id}/{packageId}/available-units`,
 * `{id}/{packageId}/structure-segments`; product.md §3 "package with segments", §2 shared widget "package cards";
 * issue 16). A package campaign is made from a package in one call; the package's units are read for a campaign with
 * the days other holds take them, and its segments (named groups of its units) likewise. Money in pesos, dates
 * YYYY-MM-DD.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, paginated, paginationQuery, requiredText } from '../common.ts';
import { availableUnit } from './reads.ts';
import { base, detail, readOne, spec, write } from './shared.ts';

const packageParams = v.object({ id, packageId: id });
const packageOne = { ...readOne } as const;

/**
 * Creates a draft package campaign from package `package_id`: its country and media type, its value as the
 * investment (the editor's dates step then asks for `duration` days). For sellers and agencies, `client_id` names
 * the customer. 422 under `package_id` when the package does not exist.
 */
export const createPackageCampaign = endpoint({
  name: 'campaigns.createFromPackage',
  method: 'POST',
  path: `${base}/packages/create`,
  access: write,
  spec,
  body: v.object({
    package_id: id,
    /** Defaults to the package's name. */
    name: v.optional(requiredText(120)),
    units_category: v.optional(v.picklist(['print', 'digital'])),
    client_id: v.optional(id),
  }),
  answer: detail,
});

/**
 * The units of package `packageId` for campaign `id`, with the days other holds take them (`busy`, this campaign's
 * own lines left out); live units only. 404 when the package is not in one of the campaign's countries.
 */
export const packageAvailableUnits = endpoint({
  name: 'campaigns.packageAvailableUnits',
  method: 'GET',
  path: `${base}/{id}/{packageId}/available-units`,
  access: packageOne,
  spec,
  params: packageParams,
  query: v.object({ ...paginationQuery }),
  answer: paginated(availableUnit),
});

/** A segment of a package (spec §3 "package with segments"): its name, place and units as the campaign sees them. */
export const packageSegment = v.object({
  id: v.number(),
  name: v.string(),
  position: v.number(),
  units: v.array(availableUnit),
});
export type PackageSegment = v.InferOutput<typeof packageSegment>;

/** The segments of package `packageId` for campaign `id`, in order, each with its units and their busy days. */
export const packageStructureSegments = endpoint({
  name: 'campaigns.packageStructureSegments',
  method: 'GET',
  path: `${base}/{id}/{packageId}/structure-segments`,
  access: packageOne,
  spec,
  params: packageParams,
  answer: envelope(v.array(packageSegment)),
});
