/** How campaigns are answered: who reaches which campaign (scope, find) and the list's summaries (product.md §3; SECURITY.md ownership rule `campaign`). */
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { CampaignSummary } from '#src/api/contract/catalogue-lists.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignCountries,
  campaignUnits,
  campaigns,
  clientSellers,
  countries,
  units,
  users,
} from '#server/db/schema.ts';
import { dayNumber, progressOf } from '#server/domain/campaign-rules.ts';
import { HttpError } from '#server/http/errors.ts';
import { byName, countryNameIn, msg } from '#server/i18n.ts';
import { iso } from '../sync-page.ts';
export type CampaignRow = typeof campaigns.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type LineRow = typeof campaignUnits.$inferSelect;

/** Settings the quote reads (spec §3 Settings, §9). */
export const SIDE_A_SETTING = 'yoda.percentage_to_face_units';
export const TAX_SETTING = 'tax.default_percentage';

/**
 * Which campaigns the caller may see: conditions on `campaigns` to add to a
 * query — none for administrators and managers; a seller the campaigns of the
 * clients assigned to it (client_sellers); everyone else (clients, agencies)
 * its own.
 */
export function campaignScope(db: Db, user: AuthUser): SQL[] {
  if (isSuperuser(user.permissions) || hasRole(user, 'manager')) return [];
  if (hasRole(user, 'seller')) {
    return [
      inArray(
        campaigns.clientId,
        db.select({ id: clientSellers.clientId }).from(clientSellers).where(eq(clientSellers.sellerId, user.id)),
      ),
    ];
  }
  return [eq(campaigns.clientId, user.id)];
}

/**
 * A live campaign the caller may see; inside a transaction pass `lock` to hold
 * its row until commit (changes of one campaign run one after the other).
 * @throws HttpError 404 when missing, deleted or out of the caller's scope
 */
export async function findCampaign(
  db: Db,
  user: AuthUser,
  id: number,
  locale: Locale,
  lock = false,
): Promise<CampaignRow> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt), ...campaignScope(db, user)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return row;
}

/** Inclusive whole days between two YYYY-MM-DD dates (product.md §9), or null when either is missing. */
export function durationDays(start: string | null, end: string | null): number | null {
  return start && end ? dayNumber(end) - dayNumber(start) + 1 : null;
}

/**
 * The currency of each campaign's amounts (issue 15 "Money"): the ISO 4217 code its countries share,
 * null when it has no country yet or its countries use different currencies (a sum over currencies
 * has none). Campaigns without a country are absent from the map.
 */
export async function campaignCurrencies(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: campaignCountries.campaignId, currency: countries.currency })
    .from(campaignCountries)
    .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
    .where(inArray(campaignCountries.campaignId, [...ids]));
  const codes = new Map<number, Set<string>>();
  for (const r of rows) codes.set(r.id, (codes.get(r.id) ?? new Set()).add(r.currency));
  return new Map([...codes].map(([id, set]) => [id, set.size === 1 ? [...set][0]! : null]));
}

/** The campaigns as lists show them (client name, country names in `locale`, cart size, progress), in the given order. */
export async function campaignSummaries(
  db: Db,
  rows: CampaignRow[],
  locale: Locale = 'es',
): Promise<CampaignSummary[]> {
  const ids = rows.map((c) => c.id);
  if (!ids.length) return [];
  const clientIds = [...new Set(rows.map((c) => c.clientId))];
  const clients = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, clientIds));
  const places = await db
    .select({ id: campaignCountries.campaignId, name: countries.name, iso2: countries.iso2 })
    .from(campaignCountries)
    .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
    .where(inArray(campaignCountries.campaignId, ids))
    .orderBy(asc(countries.name));
  const currencies = await campaignCurrencies(db, ids);
  const unitCounts = await db
    .select({ id: campaignUnits.campaignId, n: count() })
    .from(campaignUnits)
    .where(inArray(campaignUnits.campaignId, ids))
    .groupBy(campaignUnits.campaignId);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    investment: c.investment,
    currency: currencies.get(c.id) ?? null,
    duration: durationDays(c.startDate, c.endDate),
    client: { id: c.clientId, name: clients.find((u) => u.id === c.clientId)?.name ?? '' },
    place: byName(
      locale,
      places.filter((p) => p.id === c.id).map((p) => ({ name: countryNameIn(locale, p) })),
    )
      .map((p) => p.name)
      .join(', '),
    booking: c.booking,
    reservable: c.reservable,
    campaign_type: { key: c.campaignType },
    budget_campaign_type: c.budgetCampaignType ? { key: c.budgetCampaignType } : null,
    units_category: { key: c.unitsCategory },
    region_type: { key: c.regionType },
    start_date: c.startDate,
    end_date: c.endDate,
    current_step: progressOf(c.campaignType, c.unitsCategory, c.stepsDone).current_step,
    units_count: unitCounts.find((u) => u.id === c.id)?.n ?? 0,
    updated_at: iso(c.updatedAt),
  }));
}
