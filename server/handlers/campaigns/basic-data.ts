/**
 * Campaign planning: creation and basic data (api-catalogue.md "Campaigns", product.md §4, §5).
 * New campaigns are drafts of the caller, or, for administrators and a seller's assigned clients, of `client_id`
 * (sellers must name one); anyone else naming another client gets 403. Package campaigns: basic data names the
 * package (its country must be one of the campaign's); its media type is the campaign's in that country; the dates
 * must span the package's duration (spec §5 package_date); only its units may be added, each at value / units /
 * days a day (spec §9).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignCountries,
  campaignMediaTypes,
  campaignUnits,
  clientSellers,
  countries,
  packages,
  units,
  users,
} from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import type { CampaignRow } from '../campaign-view.ts';
import { invalid, countryIdsOf, dropLines, type PackageRow, type UpdateBody, type Outcome } from './shared.ts';
// ── Creation and basic data ─────────────────────────────────────────────────

/**
 * Whose campaign a new one is (module doc).
 * @throws HttpError 422 `client_id` (a seller naming none, an unknown client), 403 (not allowed for that client)
 */
export async function clientFor(db: Db, user: AuthUser, clientId: number | undefined, locale: Locale): Promise<number> {
  const superuser = isSuperuser(user.permissions);
  if (clientId === undefined || clientId === user.id) {
    if (hasRole(user, 'seller') && !superuser) throw invalid('client_id', msg(locale, 'campaign.client_required'));
    return user.id;
  }
  if (superuser) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, clientId));
    if (!row) throw invalid('client_id', msg(locale, 'campaign.unknown_client'));
    return clientId;
  }
  if (hasRole(user, 'seller')) {
    const [link] = await db
      .select({ id: clientSellers.clientId })
      .from(clientSellers)
      .where(and(eq(clientSellers.sellerId, user.id), eq(clientSellers.clientId, clientId)));
    if (link) return clientId;
  }
  throw new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));
}

/** @throws HttpError 422 `countries` when one is unknown or not active */
export async function assertCountries(db: Db, ids: readonly number[], locale: Locale): Promise<void> {
  const rows = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(inArray(countries.id, [...ids]), eq(countries.active, true)));
  if (rows.length !== ids.length) throw invalid('countries', msg(locale, 'validation.unknown_country'));
}

/** The package of a package campaign. @throws HttpError 422 `package_id` (none, unknown, or of another country) */
export async function packageFor(
  db: Db,
  packageId: number | null | undefined,
  countryIds: readonly number[],
  locale: Locale,
): Promise<PackageRow> {
  if (!packageId) throw invalid('package_id', msg(locale, 'campaign.package_required'));
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw invalid('package_id', msg(locale, 'campaign.package_required'));
  if (!countryIds.includes(pkg.countryId)) throw invalid('package_id', msg(locale, 'campaign.package_country'));
  return pkg;
}

/** Basic data of an existing campaign (PUT {id}): countries, category, package, name (module doc). */
export async function applyBasicData(
  tx: Db,
  campaign: CampaignRow,
  body: UpdateBody,
  locale: Locale,
): Promise<Outcome> {
  const wanted = [...new Set(body.countries)];
  await assertCountries(tx, wanted, locale);
  const pkg =
    campaign.campaignType === 'package'
      ? await packageFor(tx, body.package_id ?? campaign.packageId, wanted, locale)
      : null;
  const current = await countryIdsOf(tx, campaign.id);
  const gone = current.filter((x) => !wanted.includes(x));
  if (gone.length) {
    await dropLines(tx, campaign.id, inArray(units.countryId, gone));
    await tx
      .delete(campaignMediaTypes)
      .where(and(eq(campaignMediaTypes.campaignId, campaign.id), inArray(campaignMediaTypes.countryId, gone)));
    await tx
      .delete(campaignCountries)
      .where(and(eq(campaignCountries.campaignId, campaign.id), inArray(campaignCountries.countryId, gone)));
  }
  const added = wanted.filter((x) => !current.includes(x));
  if (added.length)
    await tx.insert(campaignCountries).values(added.map((countryId) => ({ campaignId: campaign.id, countryId })));
  if (pkg && pkg.id !== campaign.packageId) {
    // another package: its media type replaces the campaign's, and lines priced by the old one leave the cart
    await tx.delete(campaignUnits).where(eq(campaignUnits.campaignId, campaign.id));
    await tx.delete(campaignMediaTypes).where(eq(campaignMediaTypes.campaignId, campaign.id));
    await tx
      .insert(campaignMediaTypes)
      .values({ campaignId: campaign.id, countryId: pkg.countryId, mediaTypeId: pkg.mediaTypeId });
  }
  if (body.units_category !== campaign.unitsCategory) {
    // print prices follow the category: the unit's in print campaigns, none in digital ones
    await tx
      .update(campaignUnits)
      .set({
        printPrice:
          body.units_category === 'print'
            ? sql`(select ${units.printPrice} from ${units} where ${units.id} = ${campaignUnits.unitId})`
            : 0,
      })
      .where(eq(campaignUnits.campaignId, campaign.id));
  }
  return {
    patch: {
      name: body.name,
      unitsCategory: body.units_category,
      packageId: pkg?.id ?? campaign.packageId,
      ...(body.investment !== undefined ? { investment: body.investment } : {}),
    },
  };
}
