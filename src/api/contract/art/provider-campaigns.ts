/**
 * The provider's campaigns (api-catalogue.md "Files, documents, offers, payments, others", Provider campaigns):
 * the campaigns holding the provider's units, its own progress on each, and which may be reserved.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, idParams, intQuery, isoDate, messageAnswer, paginated, paginationQuery, text } from '../common.ts';
import { ref } from './shared.ts';

const pcAccess = { permissions: ['campaignsProvider.*'] };
const pcOne = { permissions: ['campaignsProvider.*'], owner: { resource: 'campaign.provider', param: 'id' } } as const;
const pcSpec = 'api-catalogue.md Files, documents, offers, payments, others (Provider campaigns)';

/** The provider's own progress on a campaign (ours; the catalogue lists statuses by id and name). */
export const PROVIDER_CAMPAIGN_STATUSES = ['pending', 'accepted', 'in_production', 'installed', 'finished'] as const;
export type ProviderCampaignStatus = (typeof PROVIDER_CAMPAIGN_STATUSES)[number];

/**
 * A campaign holding some of the provider's units: `investment` pesos of
 * the provider's lines, `duration` days (inclusive), `place` its countries.
 */
export const providerCampaignRow = v.object({
  id: v.number(),
  name: v.string(),
  investment: v.number(),
  /** ISO 4217 code of `investment`: the campaign's countries' one currency, null when none or several. */
  currency: v.nullable(v.string()),
  duration: v.nullable(v.number()),
  client: ref,
  place: v.string(),
  status: v.string(),
  provider_status: v.picklist(PROVIDER_CAMPAIGN_STATUSES),
  reservable: v.boolean(),
  units_count: v.number(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  updated_at: v.string(),
});
export type ProviderCampaign = v.InferOutput<typeof providerCampaignRow>;

/** `investment` and `duration` are minimums (pesos, days); `name`, `client` and `place` match part of the text. */
export const campaignsOfProvider = endpoint({
  name: 'campaignsProvider.list',
  method: 'GET',
  path: '/provider/campaigns',
  access: pcAccess,
  spec: pcSpec,
  query: v.object({
    name: v.optional(text(120)),
    investment: intQuery,
    duration: intQuery,
    client: v.optional(text(120)),
    place: v.optional(text(120)),
    ...paginationQuery,
  }),
  answer: paginated(providerCampaignRow),
});

/** The provider's reservable setting: the campaign's units may be held (reserved) until `until` (null: open-ended). */
export const reservableSetting = v.object({
  campaign_id: v.number(),
  until: v.nullable(v.string()),
  note: v.string(),
  updated_at: v.string(),
});
export const reservable = endpoint({
  name: 'campaignsProvider.reservable',
  method: 'GET',
  path: '/provider/campaigns/{id}/reservable',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  answer: envelope(v.nullable(reservableSetting)),
});
export const setReservable = endpoint({
  name: 'campaignsProvider.setReservable',
  method: 'PUT',
  path: '/provider/campaigns/{id}/reservable',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  body: v.object({ until: v.optional(v.nullable(isoDate)), note: v.optional(text(500)) }),
  answer: envelope(v.nullable(reservableSetting)),
});
export const deleteReservable = endpoint({
  name: 'campaignsProvider.deleteReservable',
  method: 'DELETE',
  path: '/provider/campaigns/{id}/reservable',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  answer: messageAnswer,
});
export const providerCampaignStatuses = endpoint({
  name: 'campaignsProvider.statuses',
  method: 'GET',
  path: '/provider/campaigns/status',
  access: pcAccess,
  spec: pcSpec,
  answer: v.object({
    data: v.array(v.object({ id: v.number(), key: v.picklist(PROVIDER_CAMPAIGN_STATUSES), name: v.string() })),
  }),
});
/** Sets the provider's status of the campaign (by key or id); `finished` is final (409 after). */
export const updateProviderCampaignStatus = endpoint({
  name: 'campaignsProvider.updateStatus',
  method: 'PUT',
  path: '/provider/campaigns/{id}/update-status',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  body: v.object({
    status: v.union([
      v.picklist(PROVIDER_CAMPAIGN_STATUSES),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PROVIDER_CAMPAIGN_STATUSES.length)),
    ]),
  }),
  answer: envelope(providerCampaignRow),
});
