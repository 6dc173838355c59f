/**
 * Campaign planning: the editor's steps — media types, budgets, dates, distribution, cart line prices
 * (api-catalogue.md "Campaigns", product.md §4, §5). Media types must be of the campaign's category (media-print
 * or media-digital); taking a media type or country away takes its units out of the cart. `add_credit` sets the
 * credit (pesos), as the app's optimistic change does.
 */
import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import { buyTimePeriodDays, type MediaTypeRule } from '#src/domain/quote.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignCountries,
  campaignMediaTypes,
  campaignUnits,
  countries,
  enumValues,
  mediaTypes,
  packages,
  units,
} from '#server/db/schema.ts';
import { buyTimeEnd, dayNumber, peakLoad, percentMismatches } from '#server/domain/campaign-rules.ts';
import { validationError } from '#server/http/errors.ts';
import { countryNameIn, msg } from '#server/i18n.ts';
import { holdsOf, type CampaignRow } from '../campaign-view.ts';
import {
  invalid,
  countryIdsOf,
  linesWhere,
  dropLines,
  assertFree,
  type MediaTypesBody,
  type BudgetBody,
  type DatesBody,
  type MediaTypesDistributionBody,
  type UnitsUpdateBody,
  type Outcome,
} from './shared.ts';
// ── Steps ───────────────────────────────────────────────────────────────────

/** @throws HttpError 422 `field` when `key` is not a value of the enumeration `kind` */
export async function assertEnum(db: Db, kind: string, key: string, field: string, locale: Locale): Promise<void> {
  const [row] = await db
    .select({ id: enumValues.id })
    .from(enumValues)
    .where(and(eq(enumValues.kind, kind), eq(enumValues.key, key)));
  if (!row) throw invalid(field, msg(locale, 'campaign.unknown_option'));
}

/** Media types of each listed country (both set-media-types paths). */
export async function applyMediaTypes(
  tx: Db,
  campaign: CampaignRow,
  body: MediaTypesBody,
  locale: Locale,
): Promise<Outcome> {
  const mine = await countryIdsOf(tx, campaign.id);
  const known = new Map(
    (await tx.select({ id: mediaTypes.id, category: mediaTypes.category }).from(mediaTypes)).map((m) => [
      m.id,
      m.category,
    ]),
  );
  for (const [i, entry] of body.countries.entries()) {
    if (!mine.includes(entry.country_id))
      throw invalid(`countries.${i}.country_id`, msg(locale, 'campaign.not_country'));
    for (const mediaTypeId of entry.media_type_ids) {
      const category = known.get(mediaTypeId);
      if (!category) throw invalid(`countries.${i}.media_type_ids`, msg(locale, 'campaign.unknown_option'));
      if (category !== `media-${campaign.unitsCategory}`)
        throw invalid(`countries.${i}.media_type_ids`, msg(locale, 'campaign.wrong_category'));
    }
  }
  for (const entry of body.countries) {
    const wanted = [...new Set(entry.media_type_ids)];
    const ofCountry = and(
      eq(campaignMediaTypes.campaignId, campaign.id),
      eq(campaignMediaTypes.countryId, entry.country_id),
    );
    const existing = (
      await tx.select({ id: campaignMediaTypes.mediaTypeId }).from(campaignMediaTypes).where(ofCountry)
    ).map((r) => r.id);
    const gone = existing.filter((x) => !wanted.includes(x));
    if (gone.length) {
      await dropLines(tx, campaign.id, and(eq(units.countryId, entry.country_id), inArray(units.mediaTypeId, gone))!);
      await tx.delete(campaignMediaTypes).where(and(ofCountry, inArray(campaignMediaTypes.mediaTypeId, gone)));
    }
    const added = wanted.filter((x) => !existing.includes(x));
    if (added.length)
      await tx
        .insert(campaignMediaTypes)
        .values(added.map((mediaTypeId) => ({ campaignId: campaign.id, countryId: entry.country_id, mediaTypeId })));
  }
  return {};
}

/** Budget (pesos) of each listed country (both set_budget_distribution paths). */
export async function applyBudgets(tx: Db, campaign: CampaignRow, body: BudgetBody, locale: Locale): Promise<Outcome> {
  const mine = await countryIdsOf(tx, campaign.id);
  for (const [i, entry] of body.countries.entries()) {
    if (!mine.includes(entry.country_id))
      throw invalid(`countries.${i}.country_id`, msg(locale, 'campaign.not_country'));
  }
  for (const entry of body.countries) {
    await tx
      .update(campaignCountries)
      .set({ budget: entry.budget })
      .where(and(eq(campaignCountries.campaignId, campaign.id), eq(campaignCountries.countryId, entry.country_id)));
  }
  return {};
}

/** The campaign media type of a country, or undefined. */
export async function campaignMediaType(db: Db, campaignId: number, countryId: number, mediaTypeId: number) {
  const [row] = await db
    .select()
    .from(campaignMediaTypes)
    .where(
      and(
        eq(campaignMediaTypes.campaignId, campaignId),
        eq(campaignMediaTypes.countryId, countryId),
        eq(campaignMediaTypes.mediaTypeId, mediaTypeId),
      ),
    );
  return row;
}

/** Dates of one country's media type; its cart lines move to them (see the contract's `dates`). */
export async function applyDates(tx: Db, campaign: CampaignRow, body: DatesBody, locale: Locale): Promise<Outcome> {
  if (!(await campaignMediaType(tx, campaign.id, body.country_id, body.media_type_id)))
    throw invalid('media_type_id', msg(locale, 'campaign.not_media_type'));
  const [type] = await tx
    .select({ id: mediaTypes.id, rules: mediaTypes.rules })
    .from(mediaTypes)
    .where(eq(mediaTypes.id, body.media_type_id));
  const periodDays = buyTimePeriodDays(type ? { id: type.id, rules: type.rules as MediaTypeRule[] } : undefined);
  const start = body.start_date;
  const end = body.periods && periodDays ? buyTimeEnd(start, periodDays, body.periods) : body.end_date;
  if (end < start) throw invalid('end_date', msg(locale, 'campaign.end_before_start'));
  if (campaign.campaignType === 'package' && campaign.packageId) {
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, campaign.packageId));
    if (pkg && dayNumber(end) - dayNumber(start) + 1 !== pkg.duration) {
      throw invalid(
        'end_date',
        msg(locale, 'campaign.package_days', { field: msg(locale, 'campaign.package_field'), days: pkg.duration }),
      );
    }
  }
  const lines = await linesWhere(
    tx,
    campaign.id,
    and(eq(units.countryId, body.country_id), eq(units.mediaTypeId, body.media_type_id)),
  );
  await assertFree(
    tx,
    campaign.id,
    lines.map((l) => ({ unit: l.unit, start, end })),
    locale,
  );
  if (lines.length)
    await tx
      .update(campaignUnits)
      .set({ startDate: start, endDate: end })
      .where(
        inArray(
          campaignUnits.id,
          lines.map((l) => l.line.id),
        ),
      );
  await tx
    .update(campaignMediaTypes)
    .set({ startDate: start, endDate: end, periods: body.periods ?? null })
    .where(
      and(
        eq(campaignMediaTypes.campaignId, campaign.id),
        eq(campaignMediaTypes.countryId, body.country_id),
        eq(campaignMediaTypes.mediaTypeId, body.media_type_id),
      ),
    );
  const [open] = await tx
    .select({ n: count() })
    .from(campaignMediaTypes)
    .where(
      and(
        eq(campaignMediaTypes.campaignId, campaign.id),
        or(isNull(campaignMediaTypes.startDate), isNull(campaignMediaTypes.endDate)),
      ),
    );
  return { stepDone: (open?.n ?? 0) === 0 };
}

/** Percent of each country's budget per media type; each country's must add up to 100. */
export async function applyMediaTypesDistribution(
  tx: Db,
  campaign: CampaignRow,
  body: MediaTypesDistributionBody,
  locale: Locale,
): Promise<Outcome> {
  for (const [i, row] of body.media_types.entries()) {
    if (!(await campaignMediaType(tx, campaign.id, row.country_id, row.media_type_id)))
      throw invalid(`media_types.${i}`, msg(locale, 'campaign.not_media_type'));
  }
  const wrong = percentMismatches(body.media_types);
  if (wrong.length) {
    const names = new Map(
      (
        await tx
          .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
          .from(countries)
          .where(
            inArray(
              countries.id,
              wrong.map((w) => w.country_id),
            ),
          )
      ).map((r) => [r.id, countryNameIn(locale, r)]),
    );
    const errors = Object.fromEntries(
      wrong.map((w) => [
        `country_${w.country_id}`,
        [msg(locale, 'campaign.percent_sum', { country: names.get(w.country_id) ?? w.country_id, sum: w.sum })],
      ]),
    );
    throw validationError(Object.values(errors)[0]![0]!, errors);
  }
  for (const row of body.media_types) {
    await tx
      .update(campaignMediaTypes)
      .set({ percent: row.percent })
      .where(
        and(
          eq(campaignMediaTypes.campaignId, campaign.id),
          eq(campaignMediaTypes.countryId, row.country_id),
          eq(campaignMediaTypes.mediaTypeId, row.media_type_id),
        ),
      );
  }
  return {};
}

/** Price, print price, spots and extra days of cart lines (module doc: minimums and free spots). */
export async function applyUnitsUpdate(
  tx: Db,
  campaign: CampaignRow,
  body: UnitsUpdateBody,
  locale: Locale,
): Promise<Outcome> {
  const cart = await linesWhere(
    tx,
    campaign.id,
    inArray(
      units.id,
      body.units.map((u) => u.unit_id),
    ),
  );
  const holds = await holdsOf(
    tx,
    cart.map((l) => l.unit.id),
    campaign.id,
  );
  const errors: Record<string, string[]> = {};
  for (const [i, u] of body.units.entries()) {
    const row = cart.find((l) => l.unit.id === u.unit_id);
    if (!row) {
      errors[`units.${i}.unit_id`] = [msg(locale, 'campaign.not_in_cart')];
      continue;
    }
    if (u.price !== undefined && u.price < row.unit.minPrice)
      errors[`units.${i}.price`] = [msg(locale, 'campaign.below_minimum', { min: row.unit.minPrice.toFixed(2) })];
    if (u.print_price !== undefined && u.print_price < row.unit.minPrintPrice)
      errors[`units.${i}.print_price`] = [
        msg(locale, 'campaign.below_minimum', { min: row.unit.minPrintPrice.toFixed(2) }),
      ];
    const free = row.unit.spots - peakLoad(holds.get(row.unit.id) ?? [], row.line.startDate, row.line.endDate);
    if (u.spots_used !== undefined && u.spots_used > free)
      errors[`units.${i}.spots_used`] = [msg(locale, 'campaign.too_many_spots', { spots: Math.max(0, free) })];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationError(first, errors);
  for (const u of body.units) {
    const line = cart.find((l) => l.unit.id === u.unit_id)!.line;
    await tx
      .update(campaignUnits)
      .set({
        ...(u.price !== undefined ? { price: u.price } : {}),
        ...(u.print_price !== undefined ? { printPrice: u.print_price } : {}),
        ...(u.spots_used !== undefined ? { spotsUsed: u.spots_used } : {}),
        ...(u.extra_days !== undefined ? { extraDays: u.extra_days } : {}),
      })
      .where(eq(campaignUnits.id, line.id));
  }
  return {};
}
