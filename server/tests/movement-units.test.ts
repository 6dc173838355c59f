/** Integration: moving contracted units — one, several at once (all or none), taking one off, and who may. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { movementUnits as mu } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { campaignUnits, campaigns, units } from '../db/schema.ts';

let s: TestServer;
let tokens: Record<string, string>;
let campaignId: number;
let cart: number[];
let spare: number[];

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  const contracted = await s.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inArray(campaigns.status, ['contracted', 'reserved']));
  for (const c of contracted) {
    const rows = await s.db
      .select({ unitId: campaignUnits.unitId })
      .from(campaignUnits)
      .where(eq(campaignUnits.campaignId, c.id));
    if (rows.length >= 3) {
      campaignId = c.id;
      cart = rows.map((r) => r.unitId);
      break;
    }
  }
  spare = (
    await s.db
      .select({ id: units.id })
      .from(units)
      .where(and(isNull(units.deletedAt), notInArray(units.id, cart)))
      .limit(4)
  ).map((u) => u.id);
});
afterAll(async () => {
  await s.close();
});

const ops = () => s.client(tokens.operations);
const cartNow = async () =>
  (
    await s.db
      .select({ unitId: campaignUnits.unitId })
      .from(campaignUnits)
      .where(eq(campaignUnits.campaignId, campaignId))
  )
    .map((r) => r.unitId)
    .toSorted((a, b) => a - b);

describe('movement units', () => {
  it('moves a contracted unit to another and records it', async () => {
    const moved = await ops().call(mu.store, {
      body: {
        campaign_id: campaignId,
        from_unit_id: cart[0]!,
        to_unit_id: spare[0]!,
        reason: 'Unidad dañada',
        moved_on: '2026-11-02',
      },
    });
    expect(moved.data).toMatchObject({
      campaign: { id: campaignId },
      from_unit: { id: cart[0] },
      to_unit: { id: spare[0] },
      reason: 'Unidad dañada',
      moved_on: '2026-11-02',
    });
    expect(await cartNow()).toContain(spare[0]);
    expect(await cartNow()).not.toContain(cart[0]);
    expect((await ops().call(mu.show, { params: { id: moved.data.id } })).data.id).toBe(moved.data.id);
    expect((await ops().call(mu.list, { query: { campaign_id: campaignId } })).data[0]!.id).toBe(moved.data.id);
  });

  it('applies several moves at once, or none when one cannot be done', async () => {
    const before = await cartNow();
    const bad = await failure(
      ops().call(mu.multiple, {
        body: {
          campaign_id: campaignId,
          moves: [
            { from_unit_id: cart[1]!, to_unit_id: spare[1]! },
            { from_unit_id: 999_999, to_unit_id: spare[2]! },
          ],
          reason: 'Reubicación',
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.errors).toHaveProperty('moves.1');
    expect(await cartNow()).toEqual(before);
    const ok = await ops().call(mu.multiple, {
      body: {
        campaign_id: campaignId,
        moves: [
          { from_unit_id: cart[1]!, to_unit_id: spare[1]! },
          { from_unit_id: cart[2]!, to_unit_id: spare[2]! },
        ],
        reason: 'Reubicación',
      },
    });
    expect(ok.data).toHaveLength(2);
  });

  it('takes a unit off the contract, and only operations may move', async () => {
    const removed = await ops().call(mu.removeContractUnit, {
      body: { campaign_id: campaignId, unit_id: spare[0]!, reason: 'Cliente la liberó' },
    });
    expect(removed.data.to_unit).toBeNull();
    expect(await cartNow()).not.toContain(spare[0]);
    expect(
      (
        await failure(
          s.client(tokens.manager).call(mu.store, {
            body: { campaign_id: campaignId, from_unit_id: spare[1]!, to_unit_id: spare[3]!, reason: 'x' },
          }),
        )
      ).status,
    ).toBe(403);
  });
});
