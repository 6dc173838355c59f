/**
 * A provider's unit rule covers units chosen by name, not typed ids (issue 15 "Pickers, not ids"): the rule
 * form's unit picker finds one of the provider's units by its SKU (GET /ad-media), the rule is saved, and the
 * server holds it with that unit. The form's screen is checked for accessibility and phone width (support.ts).
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, signIn, useLanguage } from './support.ts';

interface Found {
  data: { id: number; title: string; sku: string; media_type: { id: number } }[];
}

test('a unit rule covers a unit chosen from the search; the server has it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const provider = DEMO_ACCOUNTS.find((a) => a.role === 'provider')!;
  await signIn(page, provider.email, provider.password);
  const auth = { Authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'access_token')!.value}` };
  const [unit] = ((await (await request.get('/api/ad-media?per_page=1', { headers: auth })).json()) as Found).data;

  await page.goto('/dashboard/units-rules/create');
  const form = page.getByRole('form', { name: 'New unit rule' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Semanas de la valla');
  await form.getByRole('combobox', { name: 'Media type' }).selectOption(String(unit!.media_type.id));
  await form.getByRole('spinbutton', { name: 'Days (periods and minimum buy time)' }).fill('7');
  const units = form.getByRole('group', { name: /^Units/ });
  await units.getByRole('searchbox').fill(unit!.sku);
  await units.getByRole('button', { name: `Choose ${unit!.title}` }).click();
  await expect(units.getByRole('list', { name: 'Chosen units' })).toContainText(unit!.title);
  await form.getByRole('button', { name: 'Save' }).click();

  await expect
    .poll(async () => {
      const rules = (await (
        await request.get('/api/provider/unit_rules?name=Semanas%20de%20la%20valla', { headers: auth })
      ).json()) as { data: { unit_ids: number[] }[] };
      return rules.data[0]?.unit_ids;
    })
    .toEqual([unit!.id]);
});
