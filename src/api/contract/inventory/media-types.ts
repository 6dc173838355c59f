/** Media types with their purchase periods (api-catalogue.md "Media types and materials"): administrators write. */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, messageAnswer, requiredText } from '../common.ts';
import { mediaType, mediaTypeRule } from '../lookups.ts';
import { wholeNumber } from './shared.ts';
// ── Media types ─────────────────────────────────────────────────────────────

export const mediaSpec = 'api-catalogue.md Media types and materials';
const mediaRead = { permissions: ['show-media-types', 'campaigns.show'] };
const mediaWrite = { permissions: ['media_types.manage'] };

/** A media type as its editor sends it (spec §3): names in Spanish and English, purchase periods in days, rules. */
export const mediaTypeInput = v.object({
  key: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(60),
    v.regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  ),
  name: requiredText(120),
  name_en: requiredText(120),
  category: v.picklist(['media-print', 'media-digital', 'materials-print']),
  purchase_periods: v.optional(v.pipe(v.array(wholeNumber(1, 365)), v.maxLength(12))),
  /** Rules as lookups.ts `mediaTypeRule` reads them; a rule's `duration` is days (1..365, like purchase periods). */
  rules: v.optional(
    v.pipe(
      v.array(v.looseObject({ ...mediaTypeRule.entries, duration: v.optional(wholeNumber(1, 365)) })),
      v.maxLength(20),
    ),
  ),
});

export const mediaTypeDetail = v.object({
  ...mediaType.entries,
  name_es: v.string(),
  name_en: v.string(),
  units_count: v.number(),
});

export const storeMediaType = endpoint({
  name: 'mediaTypes.store',
  method: 'POST',
  path: '/client/media_types',
  access: mediaWrite,
  spec: mediaSpec,
  body: mediaTypeInput,
  answer: envelope(mediaTypeDetail),
});
export const showMediaType = endpoint({
  name: 'mediaTypes.show',
  method: 'GET',
  path: '/client/media_types/{id}',
  access: mediaRead,
  spec: mediaSpec,
  params: idParams,
  answer: envelope(mediaTypeDetail),
});
export const updateMediaType = endpoint({
  name: 'mediaTypes.update',
  method: 'PUT',
  path: '/client/media_types/{id}',
  access: mediaWrite,
  spec: mediaSpec,
  params: idParams,
  body: mediaTypeInput,
  answer: envelope(mediaTypeDetail),
});
/** Refused (409) while units, campaigns or packages use it. */
export const deleteMediaType = endpoint({
  name: 'mediaTypes.delete',
  method: 'DELETE',
  path: '/client/media_types/{id}',
  access: mediaWrite,
  spec: mediaSpec,
  params: idParams,
  answer: messageAnswer,
});
/**
 * Purchase periods (days) a campaign may buy the media type in: the media
 * type's, and the durations of the active buy_time rules of the providers
 * whose units are in the campaign's cart (`campaign` given) or of any provider.
 */
export const purchasePeriods = endpoint({
  name: 'mediaTypes.purchasePeriods',
  method: 'GET',
  path: '/client/media_types/{id}/purchase-periods',
  access: mediaRead,
  spec: mediaSpec,
  params: idParams,
  query: v.object({ campaign: v.optional(id) }),
  answer: v.object({ data: v.array(v.object({ days: v.number(), source: v.picklist(['media_type', 'unit_rule']) })) }),
});
