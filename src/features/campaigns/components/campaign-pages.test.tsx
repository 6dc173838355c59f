/**
 * The campaign pages and the cart, rendered like the app (fake API, fake
 * IndexedDB), offline: they show the mirrored campaign, and their actions are
 * queued in the outbox with plain-word checks first.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen.tsx';
import { makeDetail, makeUnit } from '../testing/fixtures.ts';
import { attachLine, reprice } from '../model/cart.ts';
import { writeCampaign } from '../mutations.ts';
import { CampaignDetailPage } from './campaign-pages.tsx';
import { Cart } from './cart.tsx';
import type { PautaDb } from '#src/sync/index.ts';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';

/** A server that never answers (the device is offline): queued changes stay queued. */
function unreachable() {
  const api = createFakeApi();
  for (const name of [
    'campaigns.view',
    'campaigns.step',
    'campaigns.availableUnits',
    'campaigns.unitsUpdate',
    'campaigns.detachUnit',
    'campaigns.action',
    'campaigns.acceptPrice',
    'campaigns.extraDays',
  ]) {
    api.on(name, () => {
      throw offline();
    });
  }
  return api;
}

const TYPES = [
  { id: 1, rules: [] },
  { id: 3, rules: [] },
];
function cartOf(n: number) {
  let d = makeDetail({ status: 'in_progress' });
  for (let i = 1; i <= n; i++) d = attachLine(d, makeUnit(i, { price: 100 * i })).detail;
  return reprice(d, TYPES, 20);
}
const seed =
  (detail = cartOf(2)) =>
  async (db: PautaDb) => {
    await db.marketUnits.bulkPut([1, 2, 3].map((i) => makeUnit(i, { price: 100 * i })));
    await db.transaction('rw', ['campaignDetails', 'campaigns'], () => writeCampaign(db, detail));
  };

describe('campaign detail page', () => {
  it('shows the mirrored campaign offline and queues accept price', async () => {
    const { engine } = await renderScreen(() => <CampaignDetailPage id={7} />, { seed: seed(), api: unreachable() });
    expect(await screen.findByRole('heading', { name: 'Campaign detail' })).toBeTruthy();
    // the campaign's pages, its artwork and its art adaptation requests (spec §2 create-art-adaptation)
    expect(screen.getByRole('link', { name: 'Art adaptation' }).getAttribute('href')).toMatch(
      /^\/dashboard\/campaigns\/(budget|package|manual)\/7\/create-art-adaptation$/,
    );
    // 30 days × 100 + 30 days × 200 = 9,000; 16 % taxes 1,440; total 10,440, in Mexico's currency once the
    // device's countries are read
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('MXN 10.440,00'));
    await act(async () => {
      screen.getByRole('button', { name: 'Accept price' }).click();
    });
    await waitFor(async () =>
      expect((await engine.db.outbox.toArray()).map((e) => [e.name, (e.args as { action: string }).action])).toEqual([
        ['campaign.action', 'acceptPrice'],
      ]),
    );
    expect((await engine.db.campaignDetails.get(7))!.price_accepted).toBe(true);
  });

  it('refuses extra days that are not a whole number from 1 to 365, queuing nothing', async () => {
    const { engine, user } = await renderScreen(() => <CampaignDetailPage id={7} />, {
      seed: seed(),
      api: unreachable(),
    });
    await user.type(await screen.findByLabelText('Extra days for every unit'), '400');
    await user.click(screen.getByRole('button', { name: 'Add extra days' }));
    expect(screen.getByRole('alert').textContent).toContain('Extra days: a whole number from 1 to 365.');
    expect(await engine.db.outbox.count()).toBe(0);
    await user.clear(screen.getByLabelText('Extra days for every unit'));
    await user.type(screen.getByLabelText('Extra days for every unit'), '5');
    await user.click(screen.getByRole('button', { name: 'Add extra days' }));
    // 35 days × 100 + 35 × 200 = 10,500 (+16 %)
    await waitFor(async () => expect((await engine.db.campaignDetails.get(7))!.investment).toBe(10_500));
  });

  it('says plainly when a campaign is not on the device', async () => {
    await renderScreen(() => <CampaignDetailPage id={99} />, { api: unreachable() });
    expect(await screen.findByRole('heading', { name: 'This campaign is not on this device' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('cart', () => {
  // the 300 ms pause itself is src/ui/use-debounced-callback.test.ts (fake timers): here no wall-clock assumption
  it('groups by country and media type and sends a spots change once, when typing pauses', async () => {
    const detail = cartOf(2);
    const { engine, user } = await renderScreen(() => <Cart detail={detail} />, {
      seed: seed(detail),
      api: unreachable(),
    });
    expect(await screen.findByRole('table', { name: 'Units of Pantallas digitales in México' })).toBeTruthy();
    const spots = screen.getByLabelText('Spots of Unidad 1');
    await user.clear(spots);
    await user.type(spots, '3');
    await waitFor(async () => expect(await engine.db.outbox.count()).toBe(1));
    const [entry] = await engine.db.outbox.toArray();
    expect(entry).toMatchObject({
      name: 'campaigns.unitsUpdate',
      args: { campaignId: 7, units: [{ unit_id: 1, spots_used: 3 }] },
    });
    // 30 × 100 × 3 + 30 × 200 = 15,000
    expect((await engine.db.campaignDetails.get(7))!.investment).toBe(15_000);
  });

  it('removes a unit through the outbox', async () => {
    const detail = cartOf(2);
    const { engine, user } = await renderScreen(() => <Cart detail={detail} />, {
      seed: seed(detail),
      api: unreachable(),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Unidad 2 from the cart' }));
    await waitFor(async () => expect((await engine.db.campaignDetails.get(7))!.units.map((u) => u.id)).toEqual([1]));
  });
});
