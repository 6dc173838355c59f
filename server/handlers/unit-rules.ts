/**
 * Unit rules (contract inventory.ts "Unit rules", api-catalogue.md
 * "Units"): a provider's rules for its units of a media type, their types,
 * and what applies to a campaign (buy-time rules, purchase periods).
 *
 * Rules (ours; the spec shows none beyond the names):
 * - buy_time and min_buy_time need `duration` (days); side_a needs `value`
 *   (percent); errors come as 422 with an `errors` map (spec §5, §8);
 * - `unit_ids` must be the provider's units of the rule's media type;
 * - a provider reaches its own rules (others 404); administrators all.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import * as inv from '#src/api/contract/inventory.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { campaignUnits, campaigns, countries, mediaTypes, unitRules, units } from '../db/schema.ts';
import { validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg, type MessageKey } from '../i18n.ts';
import { findCampaign } from './campaign-view.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';
import { notFound, ownProvider, providerWhere } from './unit-view.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';

type RuleRow = typeof unitRules.$inferSelect;

const RULE_NAMES: Record<inv.UnitRuleType, MessageKey> = {
  buy_time: 'rule.buy_time',
  min_buy_time: 'rule.min_buy_time',
  side_a: 'rule.side_a',
};

function ruleAnswer(r: RuleRow, locale: Locale): inv.UnitRule {
  return {
    id: r.id,
    provider_id: r.providerId,
    name: r.name,
    type: r.type,
    type_name: msg(locale, RULE_NAMES[r.type]),
    media_type_id: r.mediaTypeId,
    country_id: r.countryId,
    duration: r.duration,
    value: r.value,
    unit_ids: r.unitIds,
    active: r.active,
    updated_at: iso(r.updatedAt),
  };
}

export async function findRule(db: Db, user: AuthUser, id: number, locale: Locale): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(unitRules)
    .where(and(eq(unitRules.id, id), ...providerWhere(user, unitRules.providerId)));
  if (!row) throw notFound(locale);
  return row;
}

/** Checks a rule against its type and the data it names. @throws HttpError 422 with an errors map */
async function assertRule(db: Db, input: inv.UnitRuleInput, providerId: number, locale: Locale): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.type !== 'side_a' && input.duration == null) errors.duration = [msg(locale, 'rules.duration_required')];
  if (input.type === 'side_a' && input.value == null) errors.value = [msg(locale, 'rules.value_required')];
  const [type] = await db.select({ id: mediaTypes.id }).from(mediaTypes).where(eq(mediaTypes.id, input.media_type_id));
  if (!type) errors.media_type_id = [msg(locale, 'units.unknown', { field: 'media type id' })];
  if (input.country_id) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id));
    if (!country) errors.country_id = [msg(locale, 'units.unknown', { field: 'country id' })];
  }
  const wanted = [...new Set(input.unit_ids ?? [])];
  if (wanted.length) {
    const [n] = await db
      .select({ n: count() })
      .from(units)
      .where(
        and(
          inArray(units.id, wanted),
          eq(units.providerId, providerId),
          eq(units.mediaTypeId, input.media_type_id),
          isNull(units.deletedAt),
        ),
      );
    if ((n?.n ?? 0) !== wanted.length) errors.unit_ids = [msg(locale, 'rules.units_not_yours')];
  }
  const [first] = Object.values(errors);
  if (first) throw validationError(first[0]!, errors);
}

const columns = (input: inv.UnitRuleInput) => ({
  name: input.name,
  type: input.type,
  mediaTypeId: input.media_type_id,
  countryId: input.country_id ?? null,
  duration: input.type === 'side_a' ? null : (input.duration ?? null),
  value: input.type === 'side_a' ? (input.value ?? null) : null,
  unitIds: [...new Set(input.unit_ids ?? [])],
  active: input.active ?? true,
});

const crudHandlers = [
  implement(inv.unitRules, async ({ db, query, user, locale }) => {
    const where: SQL[] = providerWhere(user, unitRules.providerId);
    if (query.media_type) where.push(eq(unitRules.mediaTypeId, query.media_type));
    if (query.type) where.push(eq(unitRules.type, query.type));
    if (query.name) where.push(ilike(unitRules.name, escapeLike(query.name)));
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(unitRules)
      .where(and(...where));
    const rows = await db
      .select()
      .from(unitRules)
      .where(and(...where))
      .orderBy(asc(unitRules.name), asc(unitRules.id))
      .limit(size)
      .offset(offset);
    return { data: rows.map((r) => ruleAnswer(r, locale)), meta: meta(current, size, total?.n ?? 0) };
  }),

  implement(inv.storeUnitRule, async ({ db, body, user, locale, now }) => {
    const providerId = ownProvider(user, locale);
    await assertRule(db, body, providerId, locale);
    const [row] = await db
      .insert(unitRules)
      .values({ providerId, ...columns(body), createdAt: now, updatedAt: now })
      .returning();
    return { data: ruleAnswer(row!, locale), message: msg(locale, 'rules.saved') };
  }),

  implement(inv.showUnitRule, async ({ db, params, user, locale }) => ({
    data: ruleAnswer(await findRule(db, user, params.id, locale), locale),
  })),

  implement(inv.updateUnitRule, async ({ db, params, body, user, locale, now }) => {
    const rule = await findRule(db, user, params.id, locale);
    await assertRule(db, body, rule.providerId, locale);
    const [row] = await db
      .update(unitRules)
      .set({ ...columns(body), updatedAt: now })
      .where(eq(unitRules.id, rule.id))
      .returning();
    return { data: ruleAnswer(row!, locale), message: msg(locale, 'rules.saved') };
  }),

  implement(inv.deleteUnitRule, async ({ db, params, user, locale }) => {
    const rule = await findRule(db, user, params.id, locale);
    await db.delete(unitRules).where(eq(unitRules.id, rule.id));
    return { message: msg(locale, 'rules.deleted') };
  }),

  implement(inv.unitRuleTypes, async ({ locale }) => ({
    data: inv.UNIT_RULE_TYPES.map((key) => ({ key, name: msg(locale, RULE_NAMES[key]) })),
  })),
];

/** Active buy_time rules for a media type (in a country, when given), of the given providers (all when undefined). */
async function providerBuyTimeRules(
  db: Db,
  mediaTypeId: number,
  countryId: number | undefined,
  providerIds: number[] | undefined,
): Promise<RuleRow[]> {
  if (providerIds && !providerIds.length) return [];
  return db
    .select()
    .from(unitRules)
    .where(
      and(
        eq(unitRules.mediaTypeId, mediaTypeId),
        eq(unitRules.type, 'buy_time'),
        eq(unitRules.active, true),
        countryId ? or(isNull(unitRules.countryId), eq(unitRules.countryId, countryId)) : undefined,
        providerIds ? inArray(unitRules.providerId, providerIds) : undefined,
      ),
    )
    .orderBy(asc(unitRules.id));
}

/** Providers of the units in a campaign's cart. */
async function cartProviders(db: Db, campaignId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: units.providerId })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(eq(campaignUnits.campaignId, campaignId));
  return rows.map((r) => r.id);
}

/** Callers with campaign access must see the campaign; providers may read any campaign's rules. */
async function campaignOf(db: Db, user: AuthUser, id: number, locale: Locale) {
  if (hasPermission(user.permissions, 'campaigns.*') && !user.providerId) return findCampaign(db, user, id, locale);
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)));
  if (!row) throw notFound(locale);
  return row;
}

const campaignRuleHandlers = [
  implement(inv.buyTimeRules, async ({ db, params, user, locale }) => {
    const campaign = await campaignOf(db, user, params.campaign, locale);
    const [type] = await db.select().from(mediaTypes).where(eq(mediaTypes.id, params.mediaType));
    if (!type) throw notFound(locale);
    const own = type.rules
      .filter((r) => r.type === 'buy_time')
      .map((r) => ({
        source: 'media_type' as const,
        rule_id: null,
        provider_id: null,
        type: 'buy_time',
        name: msg(locale, 'rule.buy_time'),
        duration: typeof r.duration === 'number' ? r.duration : null,
        periods: type.purchasePeriods,
      }));
    const rules = await providerBuyTimeRules(db, type.id, params.country, await cartProviders(db, campaign.id));
    return {
      data: [
        ...own,
        ...rules.map((r) => ({
          source: 'unit_rule' as const,
          rule_id: r.id,
          provider_id: r.providerId,
          type: r.type,
          name: r.name,
          duration: r.duration,
          periods: type.purchasePeriods,
        })),
      ],
    };
  }),

  implement(inv.purchasePeriods, async ({ db, params, query, user, locale }) => {
    const [type] = await db.select().from(mediaTypes).where(eq(mediaTypes.id, params.id));
    if (!type) throw notFound(locale);
    const providers = query.campaign
      ? await cartProviders(db, (await campaignOf(db, user, query.campaign, locale)).id)
      : undefined;
    const rules = await providerBuyTimeRules(db, type.id, undefined, providers);
    const seen = new Set<number>();
    const out: { days: number; source: 'media_type' | 'unit_rule' }[] = [];
    for (const days of type.purchasePeriods)
      if (!seen.has(days)) {
        seen.add(days);
        out.push({ days, source: 'media_type' });
      }
    for (const r of rules)
      if (r.duration && !seen.has(r.duration)) {
        seen.add(r.duration);
        out.push({ days: r.duration, source: 'unit_rule' });
      }
    return { data: out.toSorted((a, b) => a.days - b.days) };
  }),
];

export const unitRuleHandlers = [...crudHandlers, ...campaignRuleHandlers];
