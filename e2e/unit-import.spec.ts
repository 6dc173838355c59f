/**
 * CSV import of media units (product.md §2, §4 inventory and creative approval) in Chromium against the reference
 * server: a provider uploads 1,000 rows with 10 bad ones; 990 units are
 * created (on the server and in the units list) and the 10 are reported with
 * their reasons.
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { unitCsvSample } from '#server/unit-csv-sample.ts';
import { expect, test, signIn, useLanguage } from './support.ts';

interface Unit {
  country_id: number;
  state_id: number;
  city_id: number;
  lat: number;
  lng: number;
  media_type_id: number;
}

test('a CSV of 1,000 units with 10 bad rows imports 990 and reports the 10 with their reasons', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(context, baseURL!, 'en');
  const provider = DEMO_ACCOUNTS.find((a) => a.role === 'provider')!;
  await signIn(page, provider.email, provider.password);
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const list = async () =>
    (await (await request.get('/api/provider/units?per_page=1', { headers })).json()) as {
      data: Unit[];
      meta: { total: number };
    };
  const before = await list();
  const place = before.data[0]!;
  const { csv, bad } = unitCsvSample(
    1000,
    {
      countryId: place.country_id,
      stateId: place.state_id,
      cityId: place.city_id,
      lat: place.lat,
      lng: place.lng,
      mediaTypeId: place.media_type_id,
    },
    { badEvery: 100, skuPrefix: `E2E-${Date.now()}` },
  );
  expect(bad.size).toBe(10);

  await page.goto('/dashboard/units/import');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'unidades.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // each step waits on state and says which one failed: the request, its answer, or the report on the screen
  // (one CI run saw no report in 60 s and could not say why)
  const answered = page.waitForResponse((r) => r.url().includes('/api/provider/units/import-csv'), {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Import' }).click();
  const main = page.getByRole('main');
  const answer = await answered.catch(async (e: unknown) => {
    const shown = await main.getByRole('alert').allTextContents();
    throw new Error(`the import request got no answer in 60 s; ${page.url()} shows ${JSON.stringify(shown)}`, {
      cause: e,
    });
  });
  expect(answer.status(), `the import answered ${answer.status()}: ${await answer.text()}`).toBe(200);
  await expect(main.getByTestId('import-created').or(main.getByRole('alert')).first()).toBeVisible({
    timeout: 60_000,
  });
  const alerts = await main.getByRole('alert').allTextContents();
  expect(alerts, 'the import page shows no error').toEqual([]);
  await expect(main.getByTestId('import-created')).toContainText('990');
  const refused = page.getByRole('table', { name: 'Refused rows' });
  await expect(refused.locator('tbody tr')).toHaveCount(10);
  for (const [row] of bad)
    await expect(
      refused
        .locator('tbody tr')
        .filter({ hasText: String(row) })
        .first(),
    ).toBeVisible();
  expect((await list()).meta.total).toBe(before.meta.total + 990);
});
