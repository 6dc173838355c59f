/**
 * The one parser of route params and search params (spec product.md §2
 * "Route rules"): ids in a URL are whole numbers from 1 to 2³¹ − 1, a
 * campaign type is budget, package or manual. A route declares
 * `params: pathParams({ id: recordId })`; its component then reads typed
 * values (`Route.useParams().id` is a number), and a URL with a bad value
 * (`abc`, `0`, `-1`, `2⁴⁰`) shows the not-found page instead of reaching a
 * screen or the server with garbage.
 */
import * as v from 'valibot';
import { notFound, redirect } from '@tanstack/react-router';
import { CAMPAIGN_TYPES, type CampaignType } from '#src/domain/steps.ts';

/** A record id as a URL carries it: 1 … 2147483647 (the database's integer ids). */
export const recordId = v.union([
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647)),
  // a child route may receive its parent's already parsed value
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
]);

/** What holds a unit, as `/dashboard/units/{id}/{reservation}` names it (spec §2): its bookings or its contracts. */
export const HOLDING_KINDS = ['bookings', 'contracts'] as const;
export type HoldingKind = (typeof HOLDING_KINDS)[number];
export const holdingKindParam = v.picklist(HOLDING_KINDS);

/** A campaign type as a URL carries it. */
export const campaignTypeParam = v.picklist(CAMPAIGN_TYPES);

type ParamSchemas = Record<string, v.GenericSchema<any, unknown>>;
type Parsed<S extends ParamSchemas> = { [K in keyof S]: v.InferOutput<S[K]> };

/**
 * Route `params` option from a schema per param.
 * `parse` throws TanStack Router's `notFound()` on any bad value (the nearest
 * not-found page shows); `stringify` writes values back as strings.
 */
export function pathParams<S extends ParamSchemas>(schemas: S) {
  return {
    parse(raw: Record<string, string>): Parsed<S> {
      const out: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(schemas)) {
        const parsed = v.safeParse(schema, raw[name]);
        if (!parsed.success) throw notFound();
        out[name] = parsed.output;
      }
      return out as Parsed<S>;
    },
    stringify(params: Parsed<S>): Record<keyof S, string> {
      return Object.fromEntries(Object.keys(schemas).map((k) => [k, String(params[k])])) as Record<keyof S, string>;
    },
  };
}

/** `params` of a route whose path names one record: `{ id: number }`. */
export const idParams = pathParams({ id: recordId });

/**
 * An optional id in the search string (`?campaign=12`): the number, or
 * undefined when absent or not a valid id (a bad search value is dropped, not a 404).
 */
export function searchId(value: unknown): number | undefined {
  const parsed = v.safeParse(recordId, typeof value === 'number' ? String(value) : value);
  return parsed.success ? parsed.output : undefined;
}

/**
 * `params` of the campaign editor's `{type}` segment: any other type than
 * budget, package or manual redirects to the campaign list (spec §5).
 */
export const campaignTypeParams = {
  parse(raw: Record<string, string>): { type: CampaignType } {
    const parsed = v.safeParse(campaignTypeParam, raw.type);
    if (!parsed.success) throw redirect({ to: '/dashboard/campaigns', replace: true });
    return { type: parsed.output };
  },
  stringify: (params: { type: CampaignType }) => ({ type: params.type }),
};
