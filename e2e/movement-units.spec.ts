/**
 * Movement units (product.md §2, §4 field operations): operations moves a contracted campaign's unit to
 * another unit from the screen; the action goes through the outbox and the
 * list shows it once the server has it, with the campaign's cart changed.
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, signIn, useLanguage } from './support.ts';

test('operations moves a contracted unit to another one, both chosen from a search', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
  const token = (
    (await (
      await request.post('/api/auth/login/web', { data: { email: admin.email, password: admin.password } })
    ).json()) as { access_token: string }
  ).access_token;
  const auth = { Authorization: `Bearer ${token}` };
  const campaigns = (
    (await (await request.get('/api/client/campaigns?per_page=100&status=contracted', { headers: auth })).json()) as {
      data: { id: number; name: string; units_count: number }[];
    }
  ).data;
  const contracted = new Set(campaigns.filter((c) => c.units_count >= 2).map((c) => c.id));
  // order jobs of contracted campaigns install units of their carts: good candidates
  const jobs = (
    (await (await request.post('/api/order-jobs', { headers: auth, data: { per_page: 500 } })).json()) as {
      data: { campaign_id: number | null; items: { unit_id: number }[] }[];
    }
  ).data;
  const job = jobs.find((j) => j.campaign_id !== null && contracted.has(j.campaign_id))!;
  const campaign = campaigns.find((c) => c.id === job.campaign_id)!;
  const ops = DEMO_ACCOUNTS.find((a) => a.role === 'operations')!;
  await signIn(page, ops.email, ops.password);
  await page.goto('/dashboard/movement-units');
  await expect(page.getByRole('heading', { name: 'Movement units' })).toBeVisible();
  const opsAuth = {
    Authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'access_token')!.value}`,
  };
  type Found = { data: { id: number; title: string; sku: string }[] };
  const adMedia = async (query: string) =>
    ((await (await request.get(`/api/ad-media?${query}`, { headers: opsAuth })).json()) as Found).data;
  const [to] = await adMedia(`exclude_campaign_id=${campaign.id}&per_page=1`);

  // units are chosen from the ad-media search, not typed as ids (issue 15): the campaign's own units are
  // listed as soon as its number is known; the unit that takes the place is found by its SKU
  const cartBefore = await adMedia(`campaign_id=${campaign.id}&per_page=50`);
  await page.getByLabel('Campaign number').fill(String(campaign.id));
  const fromGroup = page.getByRole('group', { name: 'From unit 1' });
  const firstOfCart = fromGroup.getByRole('button', { name: /^Choose / }).first();
  const fromTitle = ((await firstOfCart.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await firstOfCart.click();
  await expect(fromGroup.getByRole('list', { name: 'Chosen units' })).toContainText(fromTitle);
  const toGroup = page.getByRole('group', { name: 'To unit 1' });
  await toGroup.getByRole('searchbox').fill(to!.sku);
  await toGroup.getByRole('button', { name: `Choose ${to!.title}` }).click();
  await page.getByLabel('Reason').fill('Unidad vandalizada');
  await page.getByRole('button', { name: 'Save movement' }).click();
  await expect(page.getByTestId('movements')).toContainText('Unidad vandalizada', { timeout: 60_000 });
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0');
  // the server's cart: the chosen unit took the place of the campaign's unit
  const cart = await adMedia(`campaign_id=${campaign.id}&per_page=50`);
  expect(cart.map((u) => u.id)).toContain(to!.id);
  const named = (list: Found['data']) => list.filter((u) => u.title === fromTitle).length;
  expect(named(cart)).toBe(named(cartBefore) - 1);
});
