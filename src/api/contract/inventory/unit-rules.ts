/** A provider's unit rules: buy by periods, minimum buy time, side-A surcharge (api-catalogue.md "Units", product.md §9). */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, messageAnswer, paginated, paginationQuery, requiredText, text } from '../common.ts';
import { num, wholeNumber } from './shared.ts';
import { keyNameList } from './units.ts';
// ── Unit rules ──────────────────────────────────────────────────────────────

const ruleAccess = { permissions: ['unit_rules.*'] };
const ownRuleAccess = { permissions: ['unit_rules.*'], owner: { resource: 'unitRule', param: 'id' } } as const;
const ruleSpec = 'api-catalogue.md Units (unit rules)';

/** Rule types (our reading; spec §3 media-type rules): buy by periods, minimum buy time, side-A surcharge. */
export const UNIT_RULE_TYPES = ['buy_time', 'min_buy_time', 'side_a'] as const;
export type UnitRuleType = (typeof UNIT_RULE_TYPES)[number];

/**
 * A provider's rule for its units of a media type (in one country, or all):
 * `duration` days for buy_time (a period) and min_buy_time (the minimum);
 * `value` percent for side_a. `unit_ids` empty: every unit of the media type.
 */
export const unitRuleInput = v.object({
  name: requiredText(120),
  type: v.picklist(UNIT_RULE_TYPES),
  media_type_id: id,
  country_id: v.optional(v.nullable(id)),
  duration: v.optional(v.nullable(wholeNumber(1, 365))),
  value: v.optional(v.nullable(v.pipe(num, v.minValue(0), v.maxValue(100)))),
  unit_ids: v.optional(v.pipe(v.array(id), v.maxLength(1000))),
  active: v.optional(v.boolean()),
});
export type UnitRuleInput = v.InferOutput<typeof unitRuleInput>;

export const unitRule = v.object({
  id: v.number(),
  provider_id: v.number(),
  name: v.string(),
  type: v.picklist(UNIT_RULE_TYPES),
  type_name: v.string(),
  media_type_id: v.number(),
  country_id: v.nullable(v.number()),
  duration: v.nullable(v.number()),
  value: v.nullable(v.number()),
  unit_ids: v.array(v.number()),
  active: v.boolean(),
  updated_at: v.string(),
});
export type UnitRule = v.InferOutput<typeof unitRule>;

export const unitRules = endpoint({
  name: 'unitRules.list',
  method: 'GET',
  path: '/provider/unit_rules',
  access: ruleAccess,
  spec: ruleSpec,
  query: v.object({
    ...paginationQuery,
    media_type: v.optional(id),
    type: v.optional(v.picklist(UNIT_RULE_TYPES)),
    name: v.optional(text(120)),
  }),
  answer: paginated(unitRule),
});
export const storeUnitRule = endpoint({
  name: 'unitRules.store',
  method: 'POST',
  path: '/provider/unit_rules',
  access: ruleAccess,
  spec: ruleSpec,
  body: unitRuleInput,
  answer: envelope(unitRule),
});
export const showUnitRule = endpoint({
  name: 'unitRules.show',
  method: 'GET',
  path: '/provider/unit_rules/{id}',
  access: ownRuleAccess,
  spec: ruleSpec,
  params: idParams,
  answer: envelope(unitRule),
});
export const updateUnitRule = endpoint({
  name: 'unitRules.update',
  method: 'PUT',
  path: '/provider/unit_rules/{id}',
  access: ownRuleAccess,
  spec: ruleSpec,
  params: idParams,
  body: unitRuleInput,
  answer: envelope(unitRule),
});
export const deleteUnitRule = endpoint({
  name: 'unitRules.delete',
  method: 'DELETE',
  path: '/provider/unit_rules/{id}',
  access: ownRuleAccess,
  spec: ruleSpec,
  params: idParams,
  answer: messageAnswer,
});
export const unitRuleTypes = endpoint({
  name: 'unitRules.types',
  method: 'GET',
  path: '/unit-rules-types',
  access: { permissions: ['unit_rules.*', 'units.show', 'campaigns.show'] },
  spec: ruleSpec,
  answer: keyNameList,
});

/**
 * Buy-time rules that apply to a campaign's media type in a country: the
 * media type's own and the active provider rules for it (`source`), with the
 * purchase periods (days) offered.
 */
export const buyTimeRules = endpoint({
  name: 'unitRules.forCampaign',
  method: 'GET',
  path: '/unit-rules/{campaign}/{country}/{mediaType}',
  access: { permissions: ['campaigns.show', 'units.show'], owner: { resource: 'campaign.art', param: 'campaign' } },
  spec: ruleSpec,
  params: v.object({ campaign: id, country: id, mediaType: id }),
  answer: v.object({
    data: v.array(
      v.object({
        source: v.picklist(['media_type', 'unit_rule']),
        rule_id: v.nullable(v.number()),
        provider_id: v.nullable(v.number()),
        type: v.string(),
        name: v.string(),
        duration: v.nullable(v.number()),
        periods: v.array(v.number()),
      }),
    ),
  }),
});
