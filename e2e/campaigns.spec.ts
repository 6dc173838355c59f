/** The campaign list (product.md §2–§5 campaigns): the client's mirrored campaigns, filtered, also with the API unreachable. */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, signIn, useLanguage, waitForServiceWorker } from './support.ts';

test('a client lists and searches its campaigns, online and offline', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
  const client = DEMO_ACCOUNTS.find((a) => a.role === 'client')!;
  await signIn(page, client.email, client.password);
  await waitForServiceWorker(page);
  await page.goto('/dashboard/campaigns');
  await expect(page.getByTestId('freshness')).toContainText('Updated', { timeout: 30_000 });
  const count = page.getByTestId('campaigns-count');
  await expect(count).toContainText(/^(\d+) of \1 campaigns$/);
  const first = await page
    .getByRole('list', { name: 'Campaigns' })
    .getByRole('listitem')
    .first()
    .locator('p')
    .first()
    .textContent();

  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Search by name, client or place').fill(first!);
  await expect(count).toContainText(/^[1-9]\d* of \d+ campaigns$/);
  await expect(page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem').first()).toContainText(first!);
  await context.unroute('**/api/**');
});
