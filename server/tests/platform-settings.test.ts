/**
 * Integration: the platform's own settings among the business rules (server/handlers/platform-settings.ts; issue 19
 * "`yoda.percentage_to_face_units` edited here changes the side-A surcharge the cart computes (device and server)"):
 * only an administrator writes the one value of a `platform` setting type; it is written through to `settings`,
 * which the server prices with (`pricingSettings`) and `GET /settings/all` answers to devices; deleting it puts the
 * default back. Providers neither write it nor see it among their rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as br from '#src/api/contract/business-rules.ts';
import { settingsAll } from '#src/api/contract/lookups.ts';
import { pricingSettings } from '../handlers/campaign-view/pricing.ts';
import { SIDE_A_KEY } from '../db/seed/business-rules.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let sideA: number;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  sideA = (await s.client(tokens.administrator!).call(br.settingTypes)).data.find((t) => t.key === SIDE_A_KEY)!.id;
});
afterAll(async () => {
  await s.close();
});

const settingOf = async (token: string) =>
  (await s.client(token).call(settingsAll)).data.find((x) => x.key === SIDE_A_KEY)?.value;

describe('the side-A surcharge as a platform business rule', () => {
  it('is a platform rule type with the seeded default', async () => {
    const types = await s.client(tokens.provider!).call(br.settingTypes);
    expect(types.data.find((t) => t.key === SIDE_A_KEY)).toMatchObject({
      scope: 'platform',
      value_type: 'percent',
      default_value: '20',
    });
  });

  it('only an administrator sets it; the value reaches the server’s pricing and every device’s settings', async () => {
    expect((await pricingSettings(s.db)).sideAPercent).toBe(20);
    const refused = await failure(
      s.client(tokens.provider!, 'en').call(br.storeProviderSetting, { body: { setting_type_id: sideA, value: 50 } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Only an administrator changes the values of the whole platform.');

    const admin = s.client(tokens.administrator!);
    const stored = await admin.call(br.storeProviderSetting, { body: { setting_type_id: sideA, value: '35' } });
    expect(stored.data).toMatchObject({ provider_id: null, key: SIDE_A_KEY, value: '35' });
    expect((await pricingSettings(s.db)).sideAPercent).toBe(35);
    expect(await settingOf(tokens.client!)).toBe('35');
    // one platform value per type: a second is refused, edit the one there is
    const again = await failure(admin.call(br.storeProviderSetting, { body: { setting_type_id: sideA, value: 1 } }));
    expect(again.status).toBe(422);

    // providers do not see the platform's value among their own rules, nor reach it
    const mine = await s.client(tokens.provider!).call(br.providerSettings, { query: { per_page: 100 } });
    expect(mine.data.some((x) => x.provider_id === null)).toBe(false);
    const hidden = await failure(
      s.client(tokens.provider!).call(br.showProviderSetting, { params: { id: stored.data.id } }),
    );
    expect(hidden.status).toBe(404);

    await admin.call(br.updateProviderSetting, {
      params: { id: stored.data.id },
      body: { setting_type_id: sideA, value: 40 },
    });
    expect((await pricingSettings(s.db)).sideAPercent).toBe(40);
    expect(await settingOf(tokens.seller!)).toBe('40');
    const bad = await failure(
      admin.call(br.updateProviderSetting, {
        params: { id: stored.data.id },
        body: { setting_type_id: sideA, value: 140 },
      }),
    );
    expect(bad.errors).toHaveProperty('value');

    await admin.call(br.deleteProviderSetting, { params: { id: stored.data.id } });
    expect((await pricingSettings(s.db)).sideAPercent).toBe(20);
    expect(await settingOf(tokens.client!)).toBe('20');
  });
});
