/**
 * Integration: a provider's business rules (/client/provider-settings, /client/setting-types) and request
 * associations (/request-associations, /change_price/{id}/give|revoke) against a real PGlite through the app's own
 * client (src/api/contract/business-rules.ts; server/handlers/business-rules.ts).
 *
 * Independent of the seed's rows of the area: the setting types are inserted here when missing, a second provider
 * is registered, and the associations are made by callers the seed gives none of.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import * as br from '#src/api/contract/business-rules.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { settingTypes } from '../db/schema.ts';
import { SETTING_TYPE_ROWS, SIDE_A_KEY, businessRuleRows } from '../db/seed/business-rules.ts';

let s: TestServer;
let tokens: Record<string, string>;
let other: string;
const typeId: Record<string, number> = {};

const as = (token: string, locale = 'en') => s.client(token, locale);

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  await s.db
    .insert(settingTypes)
    .values(SETTING_TYPE_ROWS.map(({ id: _id, ...row }) => row))
    .onConflictDoNothing();
  const keys = SETTING_TYPE_ROWS.map((t) => t.key);
  for (const t of await s.db.select().from(settingTypes).where(inArray(settingTypes.key, keys))) typeId[t.key] = t.id;
  other = (await registerAccount(s, { client_type: 3 })).token;
});
afterAll(async () => {
  await s.close();
});

describe('GET /client/setting-types', () => {
  it('lists the kinds of rule in the caller’s language to providers and to whoever browses settings', async () => {
    const en = await as(tokens.provider!).call(br.settingTypes);
    expect(en.data.find((t) => t.key === 'pricing.max_discount_percent')).toMatchObject({
      name: 'Maximum discount (%)',
      value_type: 'percent',
      default_value: '15',
    });
    const es = await as(tokens.manager!, 'es').call(br.settingTypes);
    expect(es.data.find((t) => t.key === 'print.lead_days')?.name).toBe('Días de anticipación para impresión');
  });

  it('is refused (403) to roles holding neither permission', async () => {
    for (const role of ['seller', 'client', 'technician'])
      expect((await failure(as(tokens[role]!).call(br.settingTypes))).status).toBe(403);
  });
});

describe('/client/provider-settings', () => {
  it('stores, lists, shows, updates and deletes a provider’s own values', async () => {
    const c = as(other);
    const stored = await c.call(br.storeProviderSetting, {
      body: { setting_type_id: typeId['pricing.max_discount_percent']!, value: ' 12.5 ' },
    });
    expect(stored.data).toMatchObject({ key: 'pricing.max_discount_percent', value: '12.5', value_type: 'percent' });
    expect(stored.message).toBe('Business rule saved.');
    const flag = await c.call(br.storeProviderSetting, {
      body: { setting_type_id: typeId['pricing.allow_side_a_surcharge']!, value: false },
    });
    expect(flag.data.value).toBe('false');

    const list = await c.call(br.providerSettings, {});
    expect(list.data.map((r) => r.id).toSorted()).toEqual([stored.data.id, flag.data.id].toSorted());
    expect(list.meta.current_page).toBe(1);
    const filtered = await c.call(br.providerSettings, {
      query: { setting_type_id: typeId['pricing.allow_side_a_surcharge']! },
    });
    expect(filtered.data.map((r) => r.id)).toEqual([flag.data.id]);

    const shown = await as(other, 'es').call(br.showProviderSetting, { params: { id: stored.data.id } });
    expect(shown.data.name).toBe('Descuento máximo (%)');

    const updated = await c.call(br.updateProviderSetting, {
      params: { id: stored.data.id },
      body: { setting_type_id: typeId['pricing.max_discount_percent']!, value: 20 },
    });
    expect(updated.data.value).toBe('20');

    const twice = await failure(
      c.call(br.storeProviderSetting, { body: { setting_type_id: typeId['pricing.max_discount_percent']!, value: 5 } }),
    );
    expect(twice.status).toBe(422);
    expect(twice.errors?.setting_type_id).toEqual(['You already have a value for this rule type; edit it instead.']);

    expect((await c.call(br.deleteProviderSetting, { params: { id: flag.data.id } })).message).toBe(
      'Business rule deleted.',
    );
    expect((await failure(c.call(br.showProviderSetting, { params: { id: flag.data.id } }))).status).toBe(404);
  });

  it('hides another provider’s values (404) and lets the administrator reach them', async () => {
    const [mine] = (await as(other).call(br.providerSettings, {})).data;
    expect(mine).toBeDefined();
    const id = mine!.id;
    const demo = as(tokens.provider!);
    expect((await failure(demo.call(br.showProviderSetting, { params: { id } }))).status).toBe(404);
    const body = { setting_type_id: mine!.setting_type_id, value: 1 };
    expect((await failure(demo.call(br.updateProviderSetting, { params: { id }, body }))).status).toBe(404);
    expect((await failure(demo.call(br.deleteProviderSetting, { params: { id } }))).status).toBe(404);
    expect((await demo.call(br.providerSettings, {})).data.some((r) => r.id === id)).toBe(false);
    expect((await as(tokens.administrator!).call(br.showProviderSetting, { params: { id } })).data.id).toBe(id);
  });

  it('needs an administrator to name the provider, and a known setting type', async () => {
    const admin = as(tokens.administrator!);
    const noProvider = await failure(
      admin.call(br.storeProviderSetting, { body: { setting_type_id: typeId['print.lead_days']!, value: 2 } }),
    );
    expect(noProvider.status).toBe(422);
    expect(Object.keys(noProvider.errors ?? {})).toEqual(['provider_id']);
    const unknown = await failure(
      as(other).call(br.storeProviderSetting, { body: { setting_type_id: 99999, value: 1 } }),
    );
    expect(unknown.errors?.setting_type_id).toEqual(['The rule type does not exist.']);
  });

  it('checks each value against its type (422 under value, in the caller’s language)', async () => {
    const cases: [string, string | number | boolean, string][] = [
      ['pricing.max_discount_percent', 101, 'The value must be a percentage between 0 and 100.'],
      ['pricing.max_discount_percent', '-1', 'The value must be a percentage between 0 and 100.'],
      ['pricing.max_discount_percent', 'abc', 'The value must be a percentage between 0 and 100.'],
      ['campaign.minimum_days', -5, 'The value must be a number greater than or equal to 0.'],
      ['campaign.minimum_days', '', 'The value must be a number greater than or equal to 0.'],
      ['campaign.minimum_days', true, 'The value must be a number greater than or equal to 0.'],
      ['pricing.allow_side_a_surcharge', 'maybe', 'The value must be yes or no.'],
    ];
    for (const [key, value, message] of cases) {
      const e = await failure(
        as(other).call(br.storeProviderSetting, { body: { setting_type_id: typeId[key]!, value } }),
      );
      expect([e.status, e.errors?.value]).toEqual([422, [message]]);
    }
    const es = await failure(
      as(other, 'es').call(br.storeProviderSetting, {
        body: { setting_type_id: typeId['pricing.max_discount_percent']!, value: 150 },
      }),
    );
    expect(es.errors?.value).toEqual(['El valor debe ser un porcentaje entre 0 y 100.']);
    // a text rule: the unit check itself (no text type is seeded)
    expect(br.checkSettingValue('text', 'x'.repeat(501))).toEqual({ problem: 'text' });
    expect(br.checkSettingValue('text', ' ok ')).toEqual({ value: 'ok' });
  });

  it('is refused (403) to roles without provider_settings.*', async () => {
    for (const role of ['seller', 'client', 'agency', 'manager', 'technician', 'operations'])
      expect((await failure(as(tokens[role]!).call(br.providerSettings, {}))).status).toBe(403);
  });
});

describe('request associations', () => {
  it('goes pending → accepted → give → revoke; the requester edits only while pending', async () => {
    const seller = as(tokens.seller!);
    const provider = as(tokens.provider!);
    const asked = await seller.call(br.storeRequestAssociation, { body: { provider_id: 1, message: 'Hola' } });
    expect(asked.data).toMatchObject({ provider_id: 1, status: 'pending', can_change_price: false, message: 'Hola' });
    expect(asked.data.requester_name).toBe('Sofía Martínez Ochoa');
    const id = asked.data.id;

    const again = await failure(seller.call(br.storeRequestAssociation, { body: { provider_id: 1 } }));
    expect(again.errors?.provider_id).toEqual(['You already sent a request to this provider.']);

    const early = await failure(provider.call(br.givePriceChange, { params: { id } }));
    expect(early.status).toBe(422);
    expect(early.errors?.status?.[0]).toMatch(/still pending/);

    const edited = await seller.call(br.updateRequestAssociation, {
      params: { id },
      body: { message: 'Hola de nuevo' },
    });
    expect(edited.data.message).toBe('Hola de nuevo');
    const selfAccept = await failure(
      seller.call(br.updateRequestAssociation, { params: { id }, body: { status: 'accepted' } }),
    );
    expect(selfAccept.status).toBe(403);
    expect(
      (await failure(provider.call(br.updateRequestAssociation, { params: { id }, body: { message: 'x' } }))).status,
    ).toBe(403);

    const accepted = await provider.call(br.updateRequestAssociation, { params: { id }, body: { status: 'accepted' } });
    expect([accepted.data.status, accepted.message]).toEqual(['accepted', 'Request accepted.']);
    const decided = await failure(
      provider.call(br.updateRequestAssociation, { params: { id }, body: { status: 'rejected' } }),
    );
    expect(decided.errors?.status).toEqual(['The request was already accepted; it cannot change.']);

    const given = await provider.call(br.givePriceChange, { params: { id } });
    expect(given.data).toMatchObject({ can_change_price: true, may_change_price: true });
    const revoked = await as(tokens.provider!, 'es').call(br.revokePriceChange, { params: { id } });
    expect(revoked.data).toMatchObject({ can_change_price: false, may_change_price: false });
    expect(revoked.message).toBe('Permiso de cambiar precios retirado.');

    expect(
      (await failure(seller.call(br.updateRequestAssociation, { params: { id }, body: { message: 'y' } }))).errors,
    ).toHaveProperty('message');
    expect((await failure(seller.call(br.deleteRequestAssociation, { params: { id } }))).status).toBe(422);
    // staff reach it; the administrator gives the permission too
    expect((await as(tokens.manager!).call(br.updateRequestAssociation, { params: { id }, body: {} })).data.id).toBe(
      id,
    );
    expect((await as(tokens.administrator!).call(br.givePriceChange, { params: { id } })).data.can_change_price).toBe(
      true,
    );
  });

  it('hides an association from strangers (404) and refuses roles without access (403)', async () => {
    const asked = await as(tokens.agency!).call(br.storeRequestAssociation, { body: { provider_id: 2 } });
    const id = asked.data.id;
    // the demo provider is provider 1: not concerned
    expect((await failure(as(tokens.provider!).call(br.givePriceChange, { params: { id } }))).status).toBe(404);
    expect((await failure(as(other).call(br.revokePriceChange, { params: { id } }))).status).toBe(404);
    expect(
      (await failure(as(tokens.client!).call(br.updateRequestAssociation, { params: { id }, body: { message: 'z' } })))
        .status,
    ).toBe(404);
    expect((await failure(as(tokens.seller!).call(br.deleteRequestAssociation, { params: { id } }))).status).toBe(404);
    for (const role of ['technician', 'operations'])
      expect((await failure(as(tokens[role]!).call(br.deleteRequestAssociation, { params: { id } }))).status).toBe(403);
    expect((await failure(as(tokens.seller!).call(br.givePriceChange, { params: { id } }))).status).toBe(403);
    const manager = await failure(as(tokens.manager!).call(br.storeRequestAssociation, { body: { provider_id: 3 } }));
    expect(manager.status).toBe(403);
    expect(
      (await failure(as(tokens.provider!).call(br.storeRequestAssociation, { body: { provider_id: 3 } }))).status,
    ).toBe(403);
    // the requester withdraws its own pending request
    expect((await as(tokens.agency!).call(br.deleteRequestAssociation, { params: { id } })).message).toBe(
      'Request withdrawn.',
    );
  });

  it('refuses the permission on a rejected association, and an unknown provider', async () => {
    const asked = await as(tokens.client!).call(br.storeRequestAssociation, { body: { provider_id: 1 } });
    const id = asked.data.id;
    const rejected = await as(tokens.provider!).call(br.updateRequestAssociation, {
      params: { id },
      body: { status: 'rejected' },
    });
    expect(rejected.data.status).toBe('rejected');
    const e = await failure(as(tokens.provider!).call(br.givePriceChange, { params: { id } }));
    expect(e.errors?.status).toEqual(['The request was rejected: it carries no price-change permission.']);
    const unknown = await failure(
      as(tokens.client!).call(br.storeRequestAssociation, { body: { provider_id: 99999 } }),
    );
    expect(unknown.errors?.provider_id).toEqual(['The provider does not exist.']);
  });
});

describe('GET /client/providers', () => {
  it('lists providers by name with the caller’s own request to each; providers themselves are refused', async () => {
    const seller = await registerAccount(s, { client_type: 1 });
    const page = await as(seller.token).call(br.clientProviders, { query: { per_page: 100 } });
    expect(page.data.length).toBeGreaterThan(1);
    expect(page.data.every((p) => p.association === null)).toBe(true);
    const names = page.data.map((p) => p.name);
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const asked = page.data[0]!;
    await as(seller.token).call(br.storeRequestAssociation, { body: { provider_id: asked.id, message: 'Hola' } });
    const again = await as(seller.token).call(br.clientProviders, { query: { filter: asked.name } });
    expect(again.data.find((p) => p.id === asked.id)?.association).toMatchObject({
      provider_id: asked.id,
      status: 'pending',
      message: 'Hola',
    });
    // another requester sees no request of its own there
    const agencyView = await as(tokens.agency!).call(br.clientProviders, { query: { filter: asked.name } });
    expect(agencyView.data.find((p) => p.id === asked.id)?.association?.requester_id).not.toBe(seller.id);
    expect((await failure(as(tokens.provider!).call(br.clientProviders, { query: {} }))).status).toBe(403);
  });
});

describe('seed builder', () => {
  it('gives the demo provider values of known types and one association of each status', () => {
    const rows = businessRuleRows('2026-03-02', 1, 5, [3, 40, 41]);
    expect(rows.settingTypes.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.settingTypes.filter((t) => t.scope === 'platform').map((t) => t.key)).toEqual([SIDE_A_KEY]);
    for (const p of rows.providerSettings) {
      const type = rows.settingTypes.find((t) => t.id === p.settingTypeId)!;
      expect(br.checkSettingValue(type.valueType, p.value)).toEqual({ value: p.value });
    }
    expect(rows.requestAssociations.map((a) => [a.requesterId, a.status, a.canChangePrice])).toEqual([
      [5, 'pending', false],
      [40, 'accepted', true],
      [41, 'rejected', false],
    ]);
  });
});
