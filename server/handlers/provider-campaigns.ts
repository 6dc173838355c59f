/**
 * Provider campaigns (contract art.ts "Provider campaigns"): the
 * campaigns holding a provider's units, with the provider's share of the
 * investment, its own progress status and its reservable setting.
 *
 * Invariants:
 * - a provider reaches the campaigns with one of its units in the cart
 *   (others 404); administrators reach every campaign with a cart, acting
 *   for the provider of the campaign's first unit;
 * - the setting and the status live in `provider_campaigns` (one row per
 *   campaign and provider, created on first write); the campaign's own
 *   `reservable` flag follows whether any provider keeps it reservable, and
 *   its `updated_at` moves with it (the campaigns mirror pulls the change);
 * - `finished` is final (domain/art-rules.ts `checkProviderStatus`).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import * as art from '#src/api/contract/art.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  campaignCountries,
  campaignUnits,
  campaigns,
  countries,
  providerCampaigns,
  units,
  users,
} from '../db/schema.ts';
import { checkProviderStatus } from '../domain/art-rules.ts';
import { implement } from '../http/register.ts';
import { byName, countryNameIn, msg, type MessageKey } from '../i18n.ts';
import { campaignsOfProvider, notFound, reachCampaign } from './art-view.ts';
import { enforce } from './art.ts';
import { campaignCurrencies, durationDays, type CampaignRow } from './campaign-view.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';

/** The provider a caller acts for on campaign `id`. @throws HttpError 404 */
async function actingProvider(
  db: Db,
  user: AuthUser,
  campaignId: number,
  locale: Locale,
): Promise<{ campaign: CampaignRow; providerId: number }> {
  const admin = isSuperuser(user.permissions);
  const campaign = await reachCampaign(
    db,
    user,
    campaignId,
    { side: 'provider', providerId: admin ? null : (user.providerId ?? -1) },
    locale,
  );
  if (!admin) return { campaign, providerId: user.providerId! };
  const [first] = await db
    .select({ p: units.providerId })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(eq(campaignUnits.campaignId, campaignId))
    .orderBy(asc(units.id))
    .limit(1);
  if (!first) throw notFound(locale);
  return { campaign, providerId: first.p };
}

async function rowsFor(
  db: Db,
  list: readonly CampaignRow[],
  providerId: number | null,
  locale: Locale,
): Promise<art.ProviderCampaign[]> {
  return Promise.all(
    list.map(async (c) => {
      const [lines, [client], places, [state], currencies] = await Promise.all([
        db
          .select({ total: campaignUnits.totalPrice })
          .from(campaignUnits)
          .innerJoin(units, eq(units.id, campaignUnits.unitId))
          .where(
            and(eq(campaignUnits.campaignId, c.id), providerId !== null ? eq(units.providerId, providerId) : undefined),
          ),
        db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, c.clientId)),
        db
          .select({ name: countries.name, iso2: countries.iso2 })
          .from(campaignCountries)
          .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
          .where(eq(campaignCountries.campaignId, c.id))
          .orderBy(asc(countries.name)),
        providerId !== null
          ? db
              .select()
              .from(providerCampaigns)
              .where(and(eq(providerCampaigns.campaignId, c.id), eq(providerCampaigns.providerId, providerId)))
          : [],
        campaignCurrencies(db, [c.id]),
      ]);
      return {
        id: c.id,
        name: c.name,
        investment: Math.round(lines.reduce((n, l) => n + l.total, 0) * 100) / 100,
        currency: currencies.get(c.id) ?? null,
        duration: durationDays(c.startDate, c.endDate),
        client: client ?? { id: c.clientId, name: '' },
        place: byName(
          locale,
          places.map((p) => ({ name: countryNameIn(locale, p) })),
        )
          .map((p) => p.name)
          .join(', '),
        status: c.status,
        provider_status: (state?.status ?? 'pending') as art.ProviderCampaignStatus,
        reservable: state?.reservable ?? false,
        units_count: lines.length,
        start_date: c.startDate,
        end_date: c.endDate,
        updated_at: iso(c.updatedAt),
      };
    }),
  );
}

async function upsert(
  db: Db,
  campaignId: number,
  providerId: number,
  patch: Partial<typeof providerCampaigns.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .insert(providerCampaigns)
    .values({ campaignId, providerId, ...patch, updatedAt: now })
    .onConflictDoUpdate({
      target: [providerCampaigns.campaignId, providerCampaigns.providerId],
      set: { ...patch, updatedAt: now },
    });
}

/** Sets the campaign's `reservable` flag from its providers' settings, touching `updated_at`. */
async function syncReservable(db: Db, campaignId: number, now: Date): Promise<void> {
  const [n] = await db
    .select({ n: count() })
    .from(providerCampaigns)
    .where(and(eq(providerCampaigns.campaignId, campaignId), eq(providerCampaigns.reservable, true)));
  await db
    .update(campaigns)
    .set({ reservable: (n?.n ?? 0) > 0, updatedAt: now })
    .where(eq(campaigns.id, campaignId));
}

async function settingOf(db: Db, campaignId: number, providerId: number) {
  const [s] = await db
    .select()
    .from(providerCampaigns)
    .where(and(eq(providerCampaigns.campaignId, campaignId), eq(providerCampaigns.providerId, providerId)));
  return s?.reservable
    ? { campaign_id: campaignId, until: s.reservableUntil, note: s.reservableNote, updated_at: iso(s.updatedAt) }
    : null;
}

const STATUS_KEYS: Record<art.ProviderCampaignStatus, MessageKey> = {
  pending: 'pc.pending',
  accepted: 'pc.accepted',
  in_production: 'pc.in_production',
  installed: 'pc.installed',
  finished: 'pc.finished',
};

export const providerCampaignHandlers = [
  implement(art.campaignsOfProvider, async ({ db, query, user, locale }) => {
    const providerId = isSuperuser(user.permissions) ? null : (user.providerId ?? -1);
    const where: (SQL | undefined)[] = [
      isNull(campaigns.deletedAt),
      sql`exists (select 1 from ${campaignUnits} where ${campaignUnits.campaignId} = ${campaigns.id})`,
    ];
    if (providerId !== null) where.push(inArray(campaigns.id, campaignsOfProvider(db, providerId)));
    if (query.name) where.push(ilike(campaigns.name, escapeLike(query.name)));
    if (query.client)
      where.push(
        inArray(
          campaigns.clientId,
          db
            .select({ id: users.id })
            .from(users)
            .where(ilike(users.name, escapeLike(query.client))),
        ),
      );
    if (query.place) {
      where.push(
        inArray(
          campaigns.id,
          db
            .select({ id: campaignCountries.campaignId })
            .from(campaignCountries)
            .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
            .where(ilike(countries.name, escapeLike(query.place))),
        ),
      );
    }
    if (query.duration) where.push(sql`${campaigns.endDate} - ${campaigns.startDate} + 1 >= ${query.duration}`);
    if (query.investment) where.push(gte(campaigns.investment, query.investment));
    const { size, current, offset } = pageOf(query.page, query.per_page ?? 20);
    const [total] = await db
      .select({ n: count() })
      .from(campaigns)
      .where(and(...where));
    const list = await db
      .select()
      .from(campaigns)
      .where(and(...where))
      .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
      .limit(size)
      .offset(offset);
    return { data: await rowsFor(db, list, providerId, locale), meta: meta(current, size, total?.n ?? 0) };
  }),

  implement(art.reservable, async ({ db, params, user, locale }) => {
    const { campaign, providerId } = await actingProvider(db, user, params.id, locale);
    return { data: await settingOf(db, campaign.id, providerId) };
  }),
  implement(art.setReservable, async ({ db, params, body, user, locale, now }) => {
    const { campaign, providerId } = await actingProvider(db, user, params.id, locale);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await upsert(
        tx,
        campaign.id,
        providerId,
        { reservable: true, reservableUntil: body.until ?? null, reservableNote: body.note ?? '' },
        now,
      );
      await syncReservable(tx, campaign.id, now);
    });
    return {
      data: await settingOf(db, campaign.id, providerId),
      message: msg(locale, 'provider_campaign.reservable_saved'),
    };
  }),
  implement(art.deleteReservable, async ({ db, params, user, locale, now }) => {
    const { campaign, providerId } = await actingProvider(db, user, params.id, locale);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await upsert(tx, campaign.id, providerId, { reservable: false, reservableUntil: null, reservableNote: '' }, now);
      await syncReservable(tx, campaign.id, now);
    });
    return { message: msg(locale, 'provider_campaign.reservable_deleted') };
  }),
  implement(art.providerCampaignStatuses, async ({ locale }) => ({
    data: art.PROVIDER_CAMPAIGN_STATUSES.map((key, i) => ({ id: i + 1, key, name: msg(locale, STATUS_KEYS[key]) })),
  })),
  implement(art.updateProviderCampaignStatus, async ({ db, params, body, user, locale, now }) => {
    const { campaign, providerId } = await actingProvider(db, user, params.id, locale);
    const next = typeof body.status === 'number' ? art.PROVIDER_CAMPAIGN_STATUSES[body.status - 1]! : body.status;
    const [state] = await db
      .select()
      .from(providerCampaigns)
      .where(and(eq(providerCampaigns.campaignId, campaign.id), eq(providerCampaigns.providerId, providerId)));
    enforce(checkProviderStatus((state?.status ?? 'pending') as art.ProviderCampaignStatus, next), locale);
    await upsert(db, campaign.id, providerId, { status: next }, now);
    return {
      data: (await rowsFor(db, [campaign], providerId, locale))[0]!,
      message: msg(locale, 'provider_campaign.updated'),
    };
  }),
];
