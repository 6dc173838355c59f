/**
 * Package campaigns (contract src/api/contract/campaigns/packages.ts; api-catalogue.md "Campaigns" rows
 * `packages/create`, `{id}/{packageId}/available-units`, `{id}/{packageId}/structure-segments`; issue 16): a draft
 * package campaign made from a package in one call (the same rules as `POST /client/campaigns` with
 * `campaign_type: package`), and a package's units and segments read for a campaign, each unit with the days other
 * holds take it (`busyOf`, the one availability of docs/sales-pipeline.md). A package outside the campaign's
 * countries is a 404, as an unknown one.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import * as c from '#src/api/contract/campaigns.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '#server/db/client.ts';
import { campaignCountries, packageSegments, packages, units } from '#server/db/schema.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { findCampaign } from '../campaign-view.ts';
import { meta } from '../lookups.ts';
import { storeCampaign } from './changes.ts';
import { asAvailable, invalid, notFound } from './shared.ts';

/** Package `packageId` when it is in one of campaign `campaignId`'s countries. @throws HttpError 404 */
async function packageOfCampaign(db: Db, campaignId: number, packageId: number, locale: Locale) {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw notFound(locale);
  const [inCountry] = await db
    .select({ id: campaignCountries.countryId })
    .from(campaignCountries)
    .where(and(eq(campaignCountries.campaignId, campaignId), eq(campaignCountries.countryId, pkg.countryId)));
  if (!inCountry) throw notFound(locale);
  return pkg;
}

const liveUnits = (ids: readonly number[]) =>
  and(inArray(units.id, ids.length ? [...ids] : [0]), isNull(units.deletedAt), eq(units.status, 'active'));

export const packageCampaignHandlers = [
  implement(c.createPackageCampaign, async (x) => {
    const [pkg] = await x.db.select().from(packages).where(eq(packages.id, x.body.package_id));
    if (!pkg) throw invalid('package_id', msg(x.locale, 'campaign.package_required'));
    return storeCampaign({
      ...x,
      body: {
        name: x.body.name ?? pkg.name,
        campaign_type: 'package',
        units_category: x.body.units_category ?? 'print',
        countries: [pkg.countryId],
        package_id: pkg.id,
        client_id: x.body.client_id,
      },
    });
  }),

  implement(c.packageAvailableUnits, async ({ db, params, query, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const pkg = await packageOfCampaign(db, campaign.id, params.packageId, locale);
    const size = Math.min(1000, Math.max(1, query.per_page ?? 500));
    const current = Math.max(1, query.page ?? 1);
    const where = liveUnits(pkg.unitIds);
    const [total] = await db.select({ n: count() }).from(units).where(where);
    const rows = await db
      .select()
      .from(units)
      .where(where)
      .orderBy(asc(units.id))
      .limit(size)
      .offset((current - 1) * size);
    const seen = await asAvailable(db, rows, campaign.id);
    return { data: rows.map((u) => seen.get(u.id)!), meta: meta(current, size, total?.n ?? 0) };
  }),

  implement(c.packageStructureSegments, async ({ db, params, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const pkg = await packageOfCampaign(db, campaign.id, params.packageId, locale);
    const segments = await db
      .select()
      .from(packageSegments)
      .where(eq(packageSegments.packageId, pkg.id))
      .orderBy(asc(packageSegments.position), asc(packageSegments.id));
    const rows = await db
      .select()
      .from(units)
      .where(liveUnits([...new Set(segments.flatMap((s) => s.unitIds))]));
    const seen = await asAvailable(db, rows, campaign.id);
    return {
      data: segments.map((s) => ({
        id: s.id,
        name: s.name,
        position: s.position,
        units: s.unitIds.flatMap((unitId) => (seen.has(unitId) ? [seen.get(unitId)!] : [])),
      })),
    };
  }),
];
