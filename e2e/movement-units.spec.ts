/**
 * Movement units (product.md §2, §4 field operations): operations moves a contracted campaign's unit to
 * another unit from the screen; the action goes through the outbox and the
 * list shows it once the server has it, with the campaign's cart changed.
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, signIn, useLanguage } from './support.ts';

test('operations moves a contracted unit to another one', async ({ page, context, baseURL, request }) => {
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
  const unitsPage = [
    ...job.items.map((i) => ({ id: i.unit_id })),
    ...(
      (await (await request.get('/api/provider/units?per_page=500', { headers: auth })).json()) as {
        data: { id: number }[];
      }
    ).data,
  ];
  // find a unit of the campaign's cart (the API does not list carts yet): moving a unit to a unit that does not
  // exist is refused on `to_unit_id` when the unit is in the cart, on `from_unit_id` when it is not; nothing changes
  const ops = DEMO_ACCOUNTS.find((a) => a.role === 'operations')!;
  await signIn(page, ops.email, ops.password);
  await page.goto('/dashboard/movement-units');
  await expect(page.getByRole('heading', { name: 'Movement units' })).toBeVisible();
  const opsToken = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const inCart = async (unitId: number) => {
    const probe = await request.post('/api/movement-units', {
      headers: { Authorization: `Bearer ${opsToken}` },
      data: { campaign_id: campaign.id, from_unit_id: unitId, to_unit_id: 99_999_999, reason: 'probe' },
    });
    const body = (await probe.json()) as { errors?: Record<string, string[]> };
    expect(probe.status()).toBe(422);
    return 'to_unit_id' in (body.errors ?? {});
  };
  let from = 0;
  for (const u of unitsPage)
    if (await inCart(u.id)) {
      from = u.id;
      break;
    }
  expect(from).toBeGreaterThan(0);
  let to = 0;
  for (const u of unitsPage.toReversed())
    if (!(await inCart(u.id))) {
      to = u.id;
      break;
    }
  expect(to).toBeGreaterThan(0);

  await page.getByLabel('Campaign number').fill(String(campaign.id));
  await page.getByLabel('From unit 1').fill(String(from));
  await page.getByLabel('To unit 1').fill(String(to));
  await page.getByLabel('Reason').fill('Unidad vandalizada');
  await page.getByRole('button', { name: 'Save movement' }).click();
  await expect(page.getByTestId('movements')).toContainText('Unidad vandalizada', { timeout: 60_000 });
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0');
});
