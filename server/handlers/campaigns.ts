/**
 * Campaign planning (contract src/api/contract/campaigns.ts,
 * api-catalogue.md "Campaigns" and "Units (client)", product.md §3, §4, §5, §9).
 *
 * Every change of a campaign runs in one transaction holding the campaign's
 * row (`change`): it finds the campaign in the caller's scope (404 otherwise),
 * checks the state rules (server/domain/campaign-rules.ts: 409 once
 * contracted, finished or cancelled), applies its change (422 with the reason
 * keyed by field), then
 * - moves the editor's progress to its step (`steps_done`: the furthest step
 *   saved; the dates step only once every campaign media type has dates);
 * - when the cart or its dates changed, reprices the cart with the shared
 *   quote, stores each line's total and the campaign's investment (while the
 *   cart is empty, the amount basic data gave, or 0 once a cart was emptied),
 *   a draft with units becomes in_progress, and start/end follow its media
 *   types' dates;
 * - touches `updated_at`, so the next pull of GET /client/campaigns carries it;
 * and answers the whole campaign (campaign-view.ts `campaignDetail`). A call
 * that changes nothing (a unit already in the cart, or not in it) answers
 * 200 without touching the campaign. Each runs under the Idempotency-Key
 * middleware like every non-GET call.
 *
 * Our readings where the spec is silent:
 * - New campaigns are drafts of the caller, or, for administrators and a
 *   seller's assigned clients, of `client_id` (sellers must name one);
 *   anyone else naming another client gets 403.
 * - Package campaigns: basic data names the package (its country must be one
 *   of the campaign's); its media type is the campaign's in that country; the
 *   dates must span the package's duration (spec §5 package_date); only its
 *   units may be added, each at value / units / days a day (spec §9).
 * - Media types must be of the campaign's category (media-print or
 *   media-digital); taking a media type or country away takes its units out
 *   of the cart.
 * - Prices: no line below the unit's minimum price or print price; spots
 *   used at most the spots other campaigns leave free on the line's days.
 * - Extra days are charged, not held: availability counts the lines' dates.
 * - `add_credit` sets the credit (pesos), as the app's optimistic change does.
 * - Available units are not filtered by the advanced filters (the app does
 *   that on the page it shows).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import * as c from '#src/api/contract/campaigns.ts';
import type { CampaignDetail } from '#src/api/contract/campaigns.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { BodyOf } from '#src/api/contract/define.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { formatDate } from '#src/lib/dates.ts';
import { packageDailyPrice } from '#src/domain/pricing.ts';
import { buyTimePeriodDays, type MediaTypeRule } from '#src/domain/quote.ts';
import type { StepKey } from '#src/domain/steps.ts';
import { hasRole, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  bookings,
  campaignCountries,
  campaignMediaTypes,
  campaignUnits,
  campaigns,
  cities,
  clientSellers,
  countries,
  enumValues,
  mediaTypes,
  orderJobItemPhotos,
  orderJobItems,
  orderJobs,
  packages,
  pois,
  states,
  units,
  users,
} from '../db/schema.ts';
import {
  boundingBox,
  buyTimeEnd,
  checkCampaignAction,
  conflicts,
  distanceMetres,
  dayNumber,
  peakLoad,
  percentMismatches,
  reachOf,
  progressOf,
  statusAfterCartChange,
  stepsDoneAfter,
  type CampaignAction,
  type Period,
  type Verdict,
} from '../domain/campaign-rules.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg, type MessageKey } from '../i18n.ts';
import {
  busyOf,
  campaignDetail,
  campaignQuote,
  dateSpan,
  findCampaign,
  holdsOf,
  latestImages,
  lockUnits,
  savePricing,
  type CampaignRow,
} from './campaign-view.ts';
import { unitSummaryOf } from './catalog-lists.ts';
import { photoAnswer } from './field-view.ts';
import { enumList, escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';

type UnitRow = typeof units.$inferSelect;
type PackageRow = typeof packages.$inferSelect;
type CampaignPatch = Partial<typeof campaigns.$inferInsert>;
type UpdateBody = BodyOf<typeof c.update>;
type MediaTypesBody = BodyOf<typeof c.setMediaTypes>;
type BudgetBody = BodyOf<typeof c.setBudgetDistribution>;
type DatesBody = BodyOf<typeof c.dates>;
type MediaTypesDistributionBody = BodyOf<typeof c.setMediaTypesDistribution>;
type UnitsUpdateBody = BodyOf<typeof c.unitsUpdate>;

/** What a change handler works with. */
interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

/** What a change did (see `change`). */
interface Outcome {
  /** Columns of the campaign row to set. */
  patch?: CampaignPatch;
  /** Nothing changed: answer the campaign as it is, with this message. */
  unchanged?: MessageKey;
  /** false: the step is not complete yet (progress does not move). */
  stepDone?: boolean;
}

interface ChangeOptions {
  /** The state rule to check (default `edit`). */
  action?: CampaignAction;
  /** The editor step the call saves. */
  step?: StepKey;
  /** The cart or its dates changed: reprice and store. */
  reprice?: boolean;
  message: MessageKey;
}

type Answer = { data: CampaignDetail; message: string };

const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** A 422 whose message is the reason itself, under `field`. */
const invalid = (field: string, reason: string) => validationError(reason, { [field]: [reason] });

function enforce(verdict: Verdict, locale: Locale): void {
  if (!verdict.ok) throw new HttpError(verdict.status, 'conflict', msg(locale, verdict.key));
}

/**
 * Runs one change of campaign `id` (module doc) and answers the campaign.
 * @throws HttpError 404 out of scope, 409 by the state rules, and whatever `apply` throws (nothing is written then)
 */
async function change(
  caller: Caller,
  id: number,
  options: ChangeOptions,
  apply?: (tx: Db, campaign: CampaignRow) => Promise<Outcome | void>,
): Promise<Answer> {
  const { db, user, locale, now } = caller;
  let message = options.message;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const campaign = await findCampaign(tx, user, id, locale, true);
    enforce(checkCampaignAction(options.action ?? 'edit', campaign.status, campaign.priceAccepted), locale);
    const linesBefore = options.reprice ? await cartSize(tx, id) : 0;
    const outcome = (await apply?.(tx, campaign)) ?? {};
    if (outcome.unchanged) {
      message = outcome.unchanged;
      return;
    }
    const next: CampaignRow = { ...campaign, ...outcome.patch } as CampaignRow;
    const patch: CampaignPatch = { ...outcome.patch, updatedAt: now };
    if (options.step && outcome.stepDone !== false)
      patch.stepsDone = stepsDoneAfter(next.campaignType, next.unitsCategory, next.stepsDone, options.step);
    if (options.reprice) {
      const priced = await savePricing(tx, next);
      patch.investment =
        priced.units > 0
          ? priced.investment
          : (outcome.patch?.investment ?? (linesBefore > 0 ? 0 : campaign.investment));
      patch.status = statusAfterCartChange(next.status, priced.units);
      Object.assign(patch, await dateSpan(tx, id));
    }
    await tx.update(campaigns).set(patch).where(eq(campaigns.id, id));
  });
  return { data: await campaignDetail(db, id), message: msg(locale, message) };
}

async function cartSize(db: Db, campaignId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaignUnits).where(eq(campaignUnits.campaignId, campaignId));
  return row?.n ?? 0;
}

/** @throws HttpError 422 under `units` when the cart is empty */
async function assertCartNotEmpty(db: Db, campaignId: number, locale: Locale): Promise<void> {
  if (!(await cartSize(db, campaignId))) throw invalid('units', msg(locale, 'campaign.empty_cart'));
}

/** The country ids of a campaign. */
async function countryIdsOf(db: Db, campaignId: number): Promise<number[]> {
  return (
    await db
      .select({ id: campaignCountries.countryId })
      .from(campaignCountries)
      .where(eq(campaignCountries.campaignId, campaignId))
  ).map((r) => r.id);
}

/** Cart lines of the campaign whose unit matches `where` (e.g. a country and media type). */
async function linesWhere(db: Db, campaignId: number, where: SQL | undefined) {
  return db
    .select({ line: campaignUnits, unit: units })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(and(eq(campaignUnits.campaignId, campaignId), where))
    .orderBy(asc(campaignUnits.id));
}

/** Takes out of the cart the lines whose unit matches `where`. */
async function dropLines(tx: Db, campaignId: number, where: SQL): Promise<void> {
  await tx
    .delete(campaignUnits)
    .where(
      and(
        eq(campaignUnits.campaignId, campaignId),
        inArray(campaignUnits.unitId, tx.select({ id: units.id }).from(units).where(where)),
      ),
    );
}

/** "Unit X is booked from dd/mm/yyyy to dd/mm/yyyy by another campaign". */
const busyReason = (locale: Locale, title: string, p: Period) =>
  msg(locale, 'campaign.unit_busy', { title, from: formatDate(p.start), to: formatDate(p.end) });

/**
 * Refuses when some of the units are busy (others' holds) on `start`..`end`
 * of their line: 422 with one `unit_<id>` entry per busy unit naming the
 * first conflicting period. Locks the units first (campaign-view.ts `lockUnits`).
 */
async function assertFree(
  tx: Db,
  campaignId: number,
  lines: readonly { unit: UnitRow; start: string; end: string }[],
  locale: Locale,
): Promise<void> {
  await lockUnits(
    tx,
    lines.map((l) => l.unit.id),
  );
  const busy = await busyOf(
    tx,
    lines.map((l) => l.unit),
    campaignId,
  );
  const errors: Record<string, string[]> = {};
  for (const l of lines) {
    const hit = conflicts(busy.get(l.unit.id) ?? [], l.start, l.end)[0];
    if (hit) errors[`unit_${l.unit.id}`] = [busyReason(locale, l.unit.title, hit)];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationError(first, errors);
}

// ── Creation and basic data ─────────────────────────────────────────────────

/**
 * Whose campaign a new one is (module doc).
 * @throws HttpError 422 `client_id` (a seller naming none, an unknown client), 403 (not allowed for that client)
 */
async function clientFor(db: Db, user: AuthUser, clientId: number | undefined, locale: Locale): Promise<number> {
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
async function assertCountries(db: Db, ids: readonly number[], locale: Locale): Promise<void> {
  const rows = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(inArray(countries.id, [...ids]), eq(countries.active, true)));
  if (rows.length !== ids.length) throw invalid('countries', msg(locale, 'validation.unknown_country'));
}

/** The package of a package campaign. @throws HttpError 422 `package_id` (none, unknown, or of another country) */
async function packageFor(
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
async function applyBasicData(tx: Db, campaign: CampaignRow, body: UpdateBody, locale: Locale): Promise<Outcome> {
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

// ── Steps ───────────────────────────────────────────────────────────────────

/** @throws HttpError 422 `field` when `key` is not a value of the enumeration `kind` */
async function assertEnum(db: Db, kind: string, key: string, field: string, locale: Locale): Promise<void> {
  const [row] = await db
    .select({ id: enumValues.id })
    .from(enumValues)
    .where(and(eq(enumValues.kind, kind), eq(enumValues.key, key)));
  if (!row) throw invalid(field, msg(locale, 'campaign.unknown_option'));
}

/** Media types of each listed country (both set-media-types paths). */
async function applyMediaTypes(tx: Db, campaign: CampaignRow, body: MediaTypesBody, locale: Locale): Promise<Outcome> {
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
async function applyBudgets(tx: Db, campaign: CampaignRow, body: BudgetBody, locale: Locale): Promise<Outcome> {
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
async function campaignMediaType(db: Db, campaignId: number, countryId: number, mediaTypeId: number) {
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
async function applyDates(tx: Db, campaign: CampaignRow, body: DatesBody, locale: Locale): Promise<Outcome> {
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
async function applyMediaTypesDistribution(
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
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .where(
            inArray(
              countries.id,
              wrong.map((w) => w.country_id),
            ),
          )
      ).map((r) => [r.id, r.name]),
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
async function applyUnitsUpdate(
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

// ── The cart ────────────────────────────────────────────────────────────────

/** Adds a unit to the cart (see the contract's `attachUnit`; 422 under `unit` naming why not). */
async function applyAttach(tx: Db, campaign: CampaignRow, unitId: number, locale: Locale): Promise<Outcome> {
  const [present] = await tx
    .select({ id: campaignUnits.id })
    .from(campaignUnits)
    .where(and(eq(campaignUnits.campaignId, campaign.id), eq(campaignUnits.unitId, unitId)));
  if (present) return { unchanged: 'campaign.unit_already' };
  const [unit] = await tx.select().from(units).where(eq(units.id, unitId));
  if (!unit || unit.deletedAt || unit.status !== 'active')
    throw invalid('unit', msg(locale, 'campaign.unit_unavailable', { title: unit?.title ?? `#${unitId}` }));
  const type = await campaignMediaType(tx, campaign.id, unit.countryId, unit.mediaTypeId);
  if (!type?.startDate || !type.endDate) throw invalid('unit', msg(locale, 'campaign.dates_first'));
  let price = unit.price;
  if (campaign.campaignType === 'package' && campaign.packageId) {
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, campaign.packageId));
    if (!pkg?.unitIds.includes(unit.id))
      throw invalid('unit', msg(locale, 'campaign.unit_not_in_package', { title: unit.title }));
    price = packageDailyPrice(pkg.value, pkg.unitIds.length, pkg.duration);
  }
  const [start, end] = [type.startDate, type.endDate];
  await lockUnits(tx, [unit.id]);
  const hit = conflicts((await busyOf(tx, [unit], campaign.id)).get(unit.id) ?? [], start, end)[0];
  if (hit) throw invalid('unit', busyReason(locale, unit.title, hit));
  await tx.insert(campaignUnits).values({
    campaignId: campaign.id,
    unitId: unit.id,
    price,
    printPrice: campaign.unitsCategory === 'print' ? unit.printPrice : 0,
    totalPrice: 0,
    startDate: start,
    endDate: end,
    spotsUsed: 1,
    extraDays: 0,
  });
  return {};
}

/** Takes a unit out of the cart; a unit not in it changes nothing. */
async function applyDetach(tx: Db, campaign: CampaignRow, unitId: number): Promise<Outcome> {
  const removed = await tx
    .delete(campaignUnits)
    .where(and(eq(campaignUnits.campaignId, campaign.id), eq(campaignUnits.unitId, unitId)))
    .returning({ id: campaignUnits.id });
  return removed.length ? {} : { unchanged: 'campaign.unit_removed' };
}

/** Reserve (spec §4): every cart unit still free; an open booking. */
async function applyReserve(tx: Db, campaign: CampaignRow, locale: Locale, now: Date): Promise<Outcome> {
  await assertCartNotEmpty(tx, campaign.id, locale);
  const lines = await linesWhere(tx, campaign.id, undefined);
  await assertFree(
    tx,
    campaign.id,
    lines.map((l) => ({ unit: l.unit, start: l.line.startDate, end: l.line.endDate })),
    locale,
  );
  await tx.insert(bookings).values({ campaignId: campaign.id, status: 'open', createdAt: now });
  return { patch: { status: 'reserved', booking: true } };
}

/** Make contract (spec §4): lines bought now; units re-checked unless they were reserved. */
async function applyContract(tx: Db, campaign: CampaignRow, locale: Locale, now: Date): Promise<Outcome> {
  await assertCartNotEmpty(tx, campaign.id, locale);
  if (campaign.status !== 'reserved') {
    const lines = await linesWhere(tx, campaign.id, undefined);
    await assertFree(
      tx,
      campaign.id,
      lines.map((l) => ({ unit: l.unit, start: l.line.startDate, end: l.line.endDate })),
      locale,
    );
  }
  await tx.update(campaignUnits).set({ boughtAt: now }).where(eq(campaignUnits.campaignId, campaign.id));
  return { patch: { status: 'contracted' } };
}

/** Cancel campaign: its open bookings end too; a cancelled campaign stays as it is. */
async function applyCancel(tx: Db, campaign: CampaignRow, now: Date): Promise<Outcome> {
  if (campaign.status === 'cancelled') return { unchanged: 'campaign.cancelled' };
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(bookings.campaignId, campaign.id), eq(bookings.status, 'open')));
  return { patch: { status: 'cancelled', booking: false } };
}

// ── Reads ───────────────────────────────────────────────────────────────────

/** A live unit. @throws HttpError 404 */
async function findUnit(db: Db, id: number, locale: Locale): Promise<UnitRow> {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deletedAt)));
  if (!unit) throw notFound(locale);
  return unit;
}

/** `countries` of the packages query: ids, or a comma list of ids. */
function idList(value: number[] | string | undefined): number[] {
  if (value === undefined) return [];
  const parts = Array.isArray(value) ? value : value.split(',').map((x) => Number(x.trim()));
  return parts.filter((x) => Number.isInteger(x) && x > 0);
}

const ruleKey = (r: MediaTypeRule) => (typeof r.type === 'string' ? r.type : r.type.key);
const RULE_NAMES: Record<string, MessageKey> = {
  side_a: 'rule.side_a',
  buy_time: 'rule.buy_time',
  min_buy_time: 'rule.min_buy_time',
};

const readHandlers = [
  implement(c.view, async ({ db, params, user, locale }) => {
    await findCampaign(db, user, params.id, locale);
    return { data: await campaignDetail(db, params.id) };
  }),

  implement(c.step, async ({ db, params, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const { next_step, steps } = progressOf(campaign.campaignType, campaign.unitsCategory, campaign.stepsDone);
    return { data: { next_step, steps } };
  }),

  implement(c.availableUnits, async ({ db, params, query, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const size = Math.min(1000, Math.max(1, query.per_page ?? 500));
    const current = Math.max(1, query.page ?? 1);
    const pairs = (
      await db
        .select({ country: campaignMediaTypes.countryId, type: campaignMediaTypes.mediaTypeId })
        .from(campaignMediaTypes)
        .where(eq(campaignMediaTypes.campaignId, campaign.id))
    ).filter(
      (p) => (!query.country || p.country === query.country) && (!query.media_type || p.type === query.media_type),
    );
    if (!pairs.length) return { data: [], meta: meta(current, size, 0) };
    const where: (SQL | undefined)[] = [
      isNull(units.deletedAt),
      eq(units.status, 'active'),
      or(...pairs.map((p) => and(eq(units.countryId, p.country), eq(units.mediaTypeId, p.type)))),
    ];
    if (campaign.campaignType === 'package' && campaign.packageId) {
      const [pkg] = await db
        .select({ ids: packages.unitIds })
        .from(packages)
        .where(eq(packages.id, campaign.packageId));
      where.push(inArray(units.id, pkg?.ids.length ? pkg.ids : [0]));
    }
    const [total] = await db
      .select({ n: count() })
      .from(units)
      .where(and(...where));
    const rows = await db
      .select()
      .from(units)
      .where(and(...where))
      .orderBy(asc(units.id))
      .limit(size)
      .offset((current - 1) * size);
    const [busy, images] = [
      await busyOf(db, rows, campaign.id),
      await latestImages(
        db,
        rows.map((u) => u.id),
      ),
    ];
    return {
      data: rows.map((u) => ({ ...unitSummaryOf(u), image: images.get(u.id) ?? null, busy: busy.get(u.id) ?? [] })),
      meta: meta(current, size, total?.n ?? 0),
    };
  }),

  implement(c.withBusyUnits, async ({ db, params, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const cart = await linesWhere(db, campaign.id, undefined);
    const busy = await busyOf(
      db,
      cart.map((l) => l.unit),
      campaign.id,
    );
    return { data: cart.map((l) => ({ unit_id: l.unit.id, busy: busy.get(l.unit.id) ?? [] })) };
  }),

  implement(c.cotize, async ({ db, params, user, locale }) => {
    const q = await campaignQuote(db, await findCampaign(db, user, params.id, locale));
    return {
      data: {
        groups: q.groups,
        investment: q.investment,
        tax_percent: q.tax_percent,
        taxes: q.taxes,
        credit: q.credit,
        total: q.total,
      },
    };
  }),

  implement(c.mediaPlan, async ({ db, params, user, locale }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const rows = await db
      .select({
        line: campaignUnits,
        unit: units,
        country: countries.name,
        state: states.name,
        city: cities.name,
        type: { es: mediaTypes.name, en: mediaTypes.nameEn },
      })
      .from(campaignUnits)
      .innerJoin(units, eq(units.id, campaignUnits.unitId))
      .innerJoin(countries, eq(countries.id, units.countryId))
      .innerJoin(states, eq(states.id, units.stateId))
      .innerJoin(cities, eq(cities.id, units.cityId))
      .innerJoin(mediaTypes, eq(mediaTypes.id, units.mediaTypeId))
      .where(eq(campaignUnits.campaignId, campaign.id))
      .orderBy(asc(campaignUnits.id));
    const priced = new Map((await campaignQuote(db, campaign)).lines.map((l) => [l.unit_id, l]));
    return {
      data: rows.map((r) => ({
        unit_id: r.unit.id,
        title: r.unit.title,
        sku: r.unit.sku,
        country: r.country,
        state: r.state,
        city: r.city,
        media_type: r.type[locale],
        start_date: r.line.startDate,
        end_date: r.line.endDate,
        duration: priced.get(r.unit.id)?.duration ?? 0,
        spots_used: r.line.spotsUsed,
        price: r.line.price,
        print_price: r.line.printPrice,
        total_price: priced.get(r.unit.id)?.total_price ?? r.line.totalPrice,
      })),
    };
  }),

  implement(c.yodaFactors, ({ db, locale }) => enumList(db, 'yoda_factor', locale)),
  implement(c.distributionTypes, ({ db, locale }) => enumList(db, 'distribution_type', locale)),

  implement(c.packages, async ({ db, query }) => {
    const ids = idList(query.countries);
    const rows = await db
      .select()
      .from(packages)
      .where(ids.length ? inArray(packages.countryId, ids) : undefined)
      .orderBy(asc(packages.countryId), asc(packages.id));
    return {
      data: rows.map((p) => ({
        id: p.id,
        name: p.name,
        country_id: p.countryId,
        media_type_id: p.mediaTypeId,
        value: p.value,
        duration: p.duration,
        unit_ids: p.unitIds,
      })),
    };
  }),

  implement(c.pois, async ({ db, query }) => {
    const where: SQL[] = [];
    if (query.search) where.push(ilike(pois.name, escapeLike(query.search)));
    if (query.category && query.type !== 'all') where.push(eq(pois.category, query.category));
    if (query.country) where.push(eq(pois.countryId, query.country));
    const limit = Math.min(200, Math.max(1, query.limit ?? 50));
    const rows = await db
      .select()
      .from(pois)
      .where(and(...where))
      .orderBy(asc(pois.name), asc(pois.id))
      .limit(limit);
    return {
      data: rows.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        lat: p.lat,
        lng: p.lng,
        country_id: p.countryId,
        city_id: p.cityId,
      })),
    };
  }),
];

/** Points of interest answered by poi-for-detail at most. */
const NEAR_POIS_MAX = 100;

const unitReadHandlers = [
  implement(c.unitRules, async ({ db, params, user, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    await findCampaign(db, user, params.campaign, locale);
    const [type] = await db.select().from(mediaTypes).where(eq(mediaTypes.id, unit.mediaTypeId));
    const rules = (type?.rules ?? []) as MediaTypeRule[];
    return {
      data: rules.map((r) => {
        const key = ruleKey(r);
        return {
          key,
          name: RULE_NAMES[key] ? msg(locale, RULE_NAMES[key]) : key,
          duration: r.duration ?? null,
          periods: key === 'buy_time' ? [...(type?.purchasePeriods ?? [])] : [],
        };
      }),
    };
  }),

  implement(c.busyDays, async ({ db, params, user, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    const campaign = await findCampaign(db, user, params.campaign, locale);
    return { data: (await busyOf(db, [unit], campaign.id)).get(unit.id) ?? [] };
  }),

  implement(c.reach, async ({ db, params, locale }) => ({
    data: reachOf((await findUnit(db, params.id, locale)).dailyTraffic),
  })),

  implement(c.poiForDetail, async ({ db, params, query, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    const radius = Math.min(50_000, Math.max(1, query.radius ?? 2000));
    const box = boundingBox(unit, radius);
    const rows = await db
      .select()
      .from(pois)
      .where(
        and(gte(pois.lat, box.minLat), lte(pois.lat, box.maxLat), gte(pois.lng, box.minLng), lte(pois.lng, box.maxLng)),
      );
    const near = rows
      .map((p) => ({ p, d: distanceMetres(unit, p) }))
      .filter((x) => x.d <= radius)
      .toSorted((a, b) => a.d - b.d || a.p.id - b.p.id)
      .slice(0, NEAR_POIS_MAX);
    return {
      data: near.map(({ p, d }) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        lat: p.lat,
        lng: p.lng,
        country_id: p.countryId,
        city_id: p.cityId,
        distance_m: Math.round(d),
      })),
    };
  }),

  implement(c.orderJobsHistory, async ({ db, params, query, locale }) => {
    const unit = await findUnit(db, params.id, locale);
    const { size, current, offset } = pageOf(query.page, query.per_page ?? 20);
    const hasPhoto = sql`exists (select 1 from ${orderJobItemPhotos} where ${orderJobItemPhotos.orderJobItemId} = ${orderJobItems.id})`;
    const items = and(
      eq(orderJobItems.unitId, unit.id),
      isNull(orderJobItems.deletedAt),
      query.photos_only ? hasPhoto : undefined,
    );
    const where = and(
      isNull(orderJobs.deletedAt),
      inArray(orderJobs.id, db.select({ id: orderJobItems.orderJobId }).from(orderJobItems).where(items)),
    );
    const [total] = await db.select({ n: count() }).from(orderJobs).where(where);
    const jobs = await db
      .select()
      .from(orderJobs)
      .where(where)
      .orderBy(desc(orderJobs.scheduledDate), desc(orderJobs.id))
      .limit(size)
      .offset(offset);
    const photos = jobs.length
      ? await db
          .select({ jobId: orderJobItems.orderJobId, photo: orderJobItemPhotos })
          .from(orderJobItemPhotos)
          .innerJoin(orderJobItems, eq(orderJobItems.id, orderJobItemPhotos.orderJobItemId))
          .where(
            and(
              eq(orderJobItems.unitId, unit.id),
              isNull(orderJobItems.deletedAt),
              inArray(
                orderJobItems.orderJobId,
                jobs.map((j) => j.id),
              ),
            ),
          )
          .orderBy(desc(orderJobItemPhotos.createdAt), desc(orderJobItemPhotos.id))
      : [];
    return {
      data: jobs.map((j) => ({
        order_job_id: j.id,
        kind: j.kind,
        status: j.status,
        scheduled_date: j.scheduledDate,
        finished_at: j.finishedAt ? iso(j.finishedAt) : null,
        photos: photos.filter((p) => p.jobId === j.id).map((p) => photoAnswer(p.photo)),
      })),
      meta: meta(current, size, total?.n ?? 0),
    };
  }),
];

// ── Changes ─────────────────────────────────────────────────────────────────

const changeHandlers = [
  implement(c.store, async ({ db, body, user, locale, now }) => {
    const clientId = await clientFor(db, user, body.client_id, locale);
    const wanted = [...new Set(body.countries)];
    await assertCountries(db, wanted, locale);
    const pkg = body.campaign_type === 'package' ? await packageFor(db, body.package_id, wanted, locale) : null;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          clientId,
          name: body.name,
          status: 'draft',
          campaignType: body.campaign_type,
          unitsCategory: body.units_category,
          investment: body.investment ?? pkg?.value ?? 0,
          packageId: pkg?.id ?? null,
          stepsDone: stepsDoneAfter(body.campaign_type, body.units_category, 0, 'basic_data'),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: campaigns.id });
      await tx.insert(campaignCountries).values(wanted.map((countryId) => ({ campaignId: row!.id, countryId })));
      if (pkg)
        await tx
          .insert(campaignMediaTypes)
          .values({ campaignId: row!.id, countryId: pkg.countryId, mediaTypeId: pkg.mediaTypeId });
      return row!.id;
    });
    return { data: await campaignDetail(db, id), message: msg(locale, 'campaign.created') };
  }),

  implement(c.update, (x) =>
    change(x, x.params.id, { step: 'basic_data', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
      applyBasicData(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.setBudgetDistributionType, (x) =>
    change(x, x.params.id, { step: 'budget_distribution_type', message: 'campaign.saved' }, async (tx) => {
      await assertEnum(tx, 'distribution_type', x.body.budget_distribution_type, 'budget_distribution_type', x.locale);
      return { patch: { budgetDistributionType: x.body.budget_distribution_type } };
    }),
  ),

  ...[c.setMediaTypes, c.budgetSetMediaTypes].map((e) =>
    implement(e, (x) =>
      change(x, x.params.id, { step: 'media_types', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
        applyMediaTypes(tx, cmp, x.body, x.locale),
      ),
    ),
  ),

  ...[c.setBudgetDistribution, c.budgetSetBudgetDistribution].map((e) =>
    implement(e, (x) =>
      change(x, x.params.id, { step: 'budget_distribution', message: 'campaign.saved' }, (tx, cmp) =>
        applyBudgets(tx, cmp, x.body, x.locale),
      ),
    ),
  ),

  implement(c.setYodaFactor, (x) =>
    change(x, x.params.id, { step: 'yoda_factor', message: 'campaign.saved' }, async (tx) => {
      await assertEnum(tx, 'yoda_factor', x.body.yoda_factor, 'yoda_factor', x.locale);
      return { patch: { yodaFactor: x.body.yoda_factor } };
    }),
  ),

  implement(c.setMediaTypesDistribution, (x) =>
    change(x, x.params.id, { step: 'media_types_distribution', message: 'campaign.saved' }, (tx, cmp) =>
      applyMediaTypesDistribution(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.dates, (x) =>
    change(x, x.params.id, { step: 'dates', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
      applyDates(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.setPrintDates, (x) =>
    change(x, x.params.id, { step: 'print_dates', message: 'campaign.saved' }, async () => {
      if (x.body.print_end_date < x.body.print_start_date)
        throw invalid('print_end_date', msg(x.locale, 'campaign.end_before_start'));
      return { patch: { printStartDate: x.body.print_start_date, printEndDate: x.body.print_end_date } };
    }),
  ),

  implement(c.setAdvancedFilters, (x) =>
    change(x, x.params.id, { step: 'advanced_filters', message: 'campaign.saved' }, async () => {
      const f = x.body.filters;
      if (f.min_price !== undefined && f.max_price !== undefined && f.min_price > f.max_price)
        throw invalid('filters.min_price', msg(x.locale, 'campaign.min_over_max'));
      return { patch: { advancedFilters: f } };
    }),
  ),

  implement(c.setPois, (x) =>
    change(x, x.params.id, { step: 'pois', message: 'campaign.saved' }, async (tx) => {
      const ids = [...new Set(x.body.poi_ids)];
      const found = ids.length
        ? (await tx.select({ id: pois.id }).from(pois).where(inArray(pois.id, ids))).map((r) => r.id)
        : [];
      const missing = ids.filter((i) => !found.includes(i));
      if (missing.length) throw invalid('poi_ids', msg(x.locale, 'campaign.unknown_pois', { ids: missing.join(', ') }));
      return { patch: { poiIds: ids } };
    }),
  ),

  implement(c.unitSelection, (x) =>
    change(x, x.params.id, { step: 'unit_selection', message: 'campaign.saved' }, async (tx, cmp) => {
      await assertCartNotEmpty(tx, cmp.id, x.locale);
    }),
  ),

  implement(c.unitsUpdate, (x) =>
    change(x, x.params.id, { step: 'units_update', reprice: true, message: 'campaign.saved' }, (tx, cmp) =>
      applyUnitsUpdate(tx, cmp, x.body, x.locale),
    ),
  ),

  implement(c.attachUnit, (x) =>
    change(x, x.params.id, { reprice: true, message: 'campaign.unit_added' }, (tx, cmp) =>
      applyAttach(tx, cmp, x.params.unit, x.locale),
    ),
  ),
  implement(c.detachUnit, (x) =>
    change(x, x.params.id, { reprice: true, message: 'campaign.unit_removed' }, (tx, cmp) =>
      applyDetach(tx, cmp, x.params.unit),
    ),
  ),

  implement(c.reserve, (x) =>
    change(x, x.params.id, { action: 'reserve', message: 'campaign.reserved' }, (tx, cmp) =>
      applyReserve(tx, cmp, x.locale, x.now),
    ),
  ),

  implement(c.cancelReservation, (x) =>
    change(
      x,
      x.params.id,
      { action: 'cancel_reservation', message: 'campaign.reservation_cancelled' },
      async (tx, cmp) => {
        const cancelled = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: x.now })
          .where(and(eq(bookings.id, x.params.bookingId), eq(bookings.campaignId, cmp.id), eq(bookings.status, 'open')))
          .returning({ id: bookings.id });
        if (!cancelled.length) throw notFound(x.locale);
        return { patch: { status: 'in_progress', booking: false } };
      },
    ),
  ),

  implement(c.makeContract, (x) =>
    change(x, x.params.id, { action: 'contract', message: 'campaign.contracted' }, (tx, cmp) =>
      applyContract(tx, cmp, x.locale, x.now),
    ),
  ),

  implement(c.acceptPrice, (x) =>
    change(x, x.params.id, { message: 'campaign.price_accepted' }, async (tx, cmp) => {
      await assertCartNotEmpty(tx, cmp.id, x.locale);
      return { patch: { priceAccepted: true } };
    }),
  ),

  implement(c.extraDays, (x) =>
    change(x, x.params.id, { reprice: true, message: 'campaign.saved' }, async (tx, cmp) => {
      const ids = [...new Set(x.body.unit_ids)];
      const lines = await linesWhere(tx, cmp.id, inArray(units.id, ids));
      if (lines.length !== ids.length) throw invalid('unit_ids', msg(x.locale, 'campaign.not_in_cart'));
      await tx
        .update(campaignUnits)
        .set({ extraDays: sql`${campaignUnits.extraDays} + ${x.body.days}` })
        .where(
          inArray(
            campaignUnits.id,
            lines.map((l) => l.line.id),
          ),
        );
    }),
  ),

  implement(c.addCredit, (x) =>
    change(x, x.params.id, { message: 'campaign.saved' }, async () => ({ patch: { credit: x.body.amount } })),
  ),
  implement(c.addTaxes, (x) =>
    change(x, x.params.id, { message: 'campaign.saved' }, async () => ({ patch: { addTaxes: x.body.add_taxes } })),
  ),
  implement(c.cancel, (x) =>
    change(x, x.params.id, { action: 'cancel', message: 'campaign.cancelled' }, (tx, cmp) =>
      applyCancel(tx, cmp, x.now),
    ),
  ),
];

/** Every campaign-planning endpoint of the contract (reads, unit reads, changes). */
export const campaignHandlers = [...readHandlers, ...unitReadHandlers, ...changeHandlers];
