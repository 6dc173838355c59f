/**
 * The campaign-planning integration tests' shared server (server/tests/campaigns.test.ts, campaign-flow.test.ts):
 * one seeded server per test file, its tokens, the MX units nothing seeded holds in 2027, and the shared quote of
 * an answer (product.md §4, §9). The `let` exports are live bindings, set by `useCampaignServer()`'s beforeAll.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { campaigns as c } from '#src/api/contract/index.ts';
import type { CampaignDetail } from '#src/api/contract/campaigns.ts';
import { quoteCart, type MediaTypeRule } from '#src/domain/quote.ts';
import { countries, mediaTypes, units } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test-support.ts';

export let s: TestServer;
export let tokens: Record<string, string>;
export let ids: Record<string, number>;
export let mx: number;
/** Free MX units (nothing seeded holds them in 2027): billboards and bus shelters. */
export let billboards: { id: number; title: string }[];
export let shelters: { id: number; title: string }[];
export let screens: number[];
export const BILLBOARD = 2;
export const SHELTER = 3;
export const SCREEN = 1;

/** Starts the seeded server before the file's tests and closes it after them. */
export function useCampaignServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
    ({ tokens, ids } = await s.loginAll());
    mx = (await s.db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, 'MX')))[0]!.id;
    const live = (type: number) =>
      s.db
        .select({ id: units.id, title: units.title })
        .from(units)
        .where(
          and(
            eq(units.countryId, mx),
            eq(units.mediaTypeId, type),
            eq(units.status, 'active'),
            isNull(units.deletedAt),
          ),
        )
        .orderBy(asc(units.id))
        .limit(8);
    billboards = await live(BILLBOARD);
    shelters = await live(SHELTER);
    screens = (await live(SCREEN)).map((u) => u.id);
  });
  afterAll(async () => {
    await s.close();
  });
}

/** The billboard another campaign reserves in June. */
export const taken = () => billboards[4]!;
export const as = (role: string, locale?: string) => s.client(tokens[role], locale);
export const newManual = (role: string, name: string, category: 'print' | 'digital' = 'print') =>
  as(role).call(c.store, { body: { name, campaign_type: 'manual', units_category: category, countries: [mx] } });

/** The shared quote of what the server answered, with the seeded settings (side A 20 %, tax 16 %). */
export async function quoteOf(d: CampaignDetail) {
  const types = (await s.db.select({ id: mediaTypes.id, rules: mediaTypes.rules }).from(mediaTypes)).map((m) => ({
    id: m.id,
    rules: m.rules as MediaTypeRule[],
  }));
  return quoteCart(
    d.units.map((u) => ({ ...u, unit_id: u.id })),
    types,
    { sideAPercent: 20, taxPercent: d.add_taxes ? 16 : 0, credit: d.credit },
  );
}
