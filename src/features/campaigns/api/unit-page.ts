/**
 * A unit's page in a campaign (spec §2 /campaigns/{campaign}/units/{unit}):
 * the unit and the campaign from the mirror (offline), and the unit reads of
 * api-catalogue.md "Units (client)" from the server (not mirrored: `useRead`,
 * each kept on the device and shown offline saying from when, or `offline`
 * when never read here, with its own retry).
 *
 * The unit comes from `marketUnits` (the units the campaign can take, with
 * their busy periods); a unit that is only in the campaign's cart (for
 * instance one the market no longer offers) is shown from the cart row.
 */
import * as campaigns from '#src/api/contract/campaigns.ts';
import type { AvailableUnit, CartUnit, Period } from '#src/api/contract/campaigns.ts';
import type { AnswerOf } from '#src/api/contract/define.ts';
import { useLiveRows, useRead, type CampaignDetailRow, type Read } from '#src/sync/index.ts';

type UnitRule = AnswerOf<typeof campaigns.unitRules>['data'][number];
type UnitReach = AnswerOf<typeof campaigns.reach>['data'];
type NearbyPoi = AnswerOf<typeof campaigns.poiForDetail>['data'][number];

/** What the page shows of a unit, whether it comes from the market or the cart. */
export type PageUnit = Pick<
  AvailableUnit,
  | 'id'
  | 'title'
  | 'sku'
  | 'address'
  | 'lat'
  | 'lng'
  | 'image'
  | 'country_id'
  | 'state_id'
  | 'city_id'
  | 'media_type_id'
  | 'side'
  | 'direction'
  | 'traffic_direction'
  | 'daily_traffic'
  | 'price'
> & {
  /** Busy periods as last read with the market units; undefined for a unit known only from the cart. */
  busy?: Period[] | undefined;
};

export interface UnitPageData {
  /** null when neither the market units nor the cart on this device hold it. */
  unit: PageUnit | null;
  /** null when the campaign is not on this device. */
  campaign: CampaignDetailRow | null;
  mediaType: string | undefined;
  country: string | undefined;
  state: string | undefined;
  city: string | undefined;
}

function fromCart(u: CartUnit): PageUnit {
  const {
    id,
    title,
    sku,
    address,
    lat,
    lng,
    image,
    country_id,
    state_id,
    city_id,
    media_type_id,
    side,
    direction,
    traffic_direction,
    daily_traffic,
    price,
  } = u;
  return {
    id,
    title,
    sku,
    address,
    lat,
    lng,
    image,
    country_id,
    state_id,
    city_id,
    media_type_id,
    side,
    direction,
    traffic_direction,
    daily_traffic,
    price,
  };
}

/** The unit, its campaign and the names of its places, live from the mirror; undefined while loading. */
export function useUnitPageData(campaignId: number, unitId: number): UnitPageData | undefined {
  return useLiveRows(
    async (db) => {
      const [market, campaign] = await Promise.all([db.marketUnits.get(unitId), db.campaignDetails.get(campaignId)]);
      const cartUnit = campaign?.units.find((u) => u.id === unitId);
      const unit: PageUnit | null = market ?? (cartUnit ? fromCart(cartUnit) : null);
      if (!unit)
        return {
          unit: null,
          campaign: campaign ?? null,
          mediaType: undefined,
          country: undefined,
          state: undefined,
          city: undefined,
        };
      const [mediaType, country, state, city] = await Promise.all([
        db.mediaTypes.get(unit.media_type_id),
        db.countries.get(unit.country_id),
        db.states.get(unit.state_id),
        db.cities.get(unit.city_id),
      ]);
      return {
        unit,
        campaign: campaign ?? null,
        mediaType: mediaType?.name,
        country: country?.name,
        state: state?.name,
        city: city?.name,
      };
    },
    [campaignId, unitId],
  );
}

/** The media type's rules as they apply to the unit in this campaign (kept on the device). */
export function useUnitRules(unitId: number, campaignId: number): Read<UnitRule[]> {
  return useRead(
    campaigns.unitRules,
    { params: { id: unitId, campaign: campaignId } },
    { keep: true, select: (a) => a.data },
  );
}

/** The periods other campaigns hold the unit (every spot taken; kept on the device). */
export function useUnitBusyDays(unitId: number, campaignId: number): Read<Period[]> {
  return useRead(
    campaigns.busyDays,
    { params: { id: unitId, campaign: campaignId } },
    { keep: true, select: (a) => a.data },
  );
}

/** The unit's audience: daily traffic, a week's and a 30-day month's, by vehicle (kept on the device). */
export function useUnitReach(unitId: number): Read<UnitReach> {
  return useRead(campaigns.reach, { params: { id: unitId } }, { keep: true, select: (a) => a.data });
}

/** Points of interest within `radius` metres, nearest first (kept on the device). */
export function useUnitPois(unitId: number, radius: number): Read<NearbyPoi[]> {
  return useRead(
    campaigns.poiForDetail,
    { params: { id: unitId }, query: { radius } },
    { keep: true, select: (a) => a.data },
  );
}

/** A photo of the unit from one of its order jobs, with the job's date and id. */
export type UnitPhoto = AnswerOf<typeof campaigns.orderJobsHistory>['data'][number]['photos'][number] & {
  scheduled_date: string;
  order_job_id: number;
};

/**
 * Photos of the unit from its order jobs (proof of posting), newest first: the first `perPage` jobs
 * with photos (kept on the device).
 */
export function useUnitPhotos(unitId: number, perPage = 12): Read<UnitPhoto[]> {
  return useRead(
    campaigns.orderJobsHistory,
    { params: { id: unitId }, query: { page: 1, per_page: perPage, photos_only: true } },
    {
      keep: true,
      select: (a) =>
        a.data.flatMap((job) =>
          job.photos.map((photo) => ({ ...photo, scheduled_date: job.scheduled_date, order_job_id: job.order_job_id })),
        ),
    },
  );
}
