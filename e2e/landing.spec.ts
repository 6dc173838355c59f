/**
 * The public site (issue 20 "End to end"), in Chromium against the built app and the reference server:
 * 1. A signed-out visitor reads / in Spanish and in English — each with its own title, description, hreflang and
 *    Open Graph tags — moves between the pages, and reads them without JavaScript too.
 * 2. The visitor sends the contact form: Send stays disabled while a field is missing or the email is invalid; once
 *    sent, a generic confirmation shows and the form is cleared, and the server has the message (its mail line to
 *    the sales team names the sender).
 * 3. Once visited, / opens offline from the service worker; a visitor with a stored token is sent to /dashboard,
 *    online by the server and offline by the worker.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { apiSignIn, expect, test, waitForServiceWorker } from './support.ts';

const MAIL_LOG = path.resolve(import.meta.dirname, '../.tmp/e2e-mail.log');

test('a visitor reads the public site in Spanish and English, also without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra publicidad exterior en minutos');
  await expect(page).toHaveTitle(/Pauta: compra y vende publicidad exterior/);
  const head = async (selector: string, attribute: string) => page.locator(selector).first().getAttribute(attribute);
  expect(await head('link[hreflang="en"]', 'href')).toBe(`${baseURL}/?lang=en`);
  expect(await head('link[hreflang="es"]', 'href')).toBe(`${baseURL}/`);
  expect(await head('meta[property="og:title"]', 'content')).toMatch(/Pauta/);
  expect(await head('meta[name="description"]', 'content')).toMatch(/campañas/);

  // the header's links lead to the other pages, each with a title of its own
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Sé proveedor' })
    .click();
  await expect(page).toHaveURL(/\/provider$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Llena tus espacios/);
  await expect(page).toHaveTitle(/Vende tu inventario/);

  // the language link: the same page in English, and the interface language follows (cookie `locals`)
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/provider\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Fill your spaces/);
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'locals')?.value).toBe('en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about\?lang=en$/);
  await expect(page).toHaveTitle('About us | Pauta');
  // "Back to home" of the sign-in pages leads to the public site, not back to /login
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: /Back to home/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy outdoor advertising in minutes');

  // readable without JavaScript: the prerendered page is the whole page
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noJs.newPage();
  await bare.goto('/buyer');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Tu campaña en la calle, sin intermediarios');
  await expect(bare.getByRole('heading', { name: 'Medio a medio' })).toBeVisible();
  await noJs.close();
});

test("the server's landing texts replace the bundled ones where they differ, every element of a key", async ({
  page,
}) => {
  // the server's answer with two of its texts changed (an administrator's edit of the landing section)
  await page.route('**/api/translations/landing*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { landing: { key: string; text: string }[] } };
    for (const t of body.data.landing)
      if (t.key === 'hero_title') t.text = 'Outdoor advertising, bought in minutes';
      else if (t.key === 'be_provider') t.text = 'Sell your spaces';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outdoor advertising, bought in minutes');
  // a key on several elements changes on all of them; the others keep the bundled text
  const provider = page.locator('[data-t="be_provider"]');
  expect(await provider.count()).toBeGreaterThan(1);
  await expect(provider).toHaveText(Array.from({ length: await provider.count() }, () => 'Sell your spaces'));
  await expect(page.locator('[data-t="how_it_works"]').first()).toHaveText('How it works');
});

test('the contact form checks every field, sends once, confirms and clears; the server has it', async ({ page }) => {
  await page.goto('/?lang=en#contactUs');
  const form = page.locator('#contact-form');
  const send = form.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  // countries come from the server
  await expect(form.getByLabel('Country').locator('option')).not.toHaveCount(1);

  const email = `visitor-${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Valeria Ríos');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Country').selectOption({ label: 'Colombia' });
  await form.getByLabel('I am').selectOption({ label: 'Agency' });
  await form.getByLabel('Message').fill('We would like 20 screens in Bogotá for March.');
  await expect(form.getByText('Enter a valid email.')).toBeVisible();
  await expect(send).toBeDisabled();
  await form.getByLabel('Email').fill(email);
  await expect(form.getByText('Enter a valid email.')).toBeHidden();
  await expect(send).toBeEnabled();
  await send.click();

  await expect(form.getByRole('status')).toHaveText('Thank you for writing. We will be in touch soon.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(send).toBeDisabled();
  // the server stored it and told the sales team, once
  await expect
    .poll(() => (fs.existsSync(MAIL_LOG) ? fs.readFileSync(MAIL_LOG, 'utf8') : '').split(`from ${email} `).length - 1)
    .toBe(1);
  expect(fs.readFileSync(MAIL_LOG, 'utf8')).toContain(`from ${email} (client type 2)`);
});

test('the public site opens offline once visited; a stored token goes to /dashboard', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/about');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra publicidad exterior en minutos');
  await page.goto('/buyer?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your campaign on the street, without middlemen');
  await context.setOffline(false);

  const client = DEMO_ACCOUNTS.find((a) => a.role === 'client')!;
  const { token: access_token } = await apiSignIn(request, client.email, client.password);
  const url = new URL(page.url());
  await context.addCookies([{ name: 'access_token', value: access_token, url: url.origin }]);
  // online: the server redirects before any HTML
  const answer = await request.get('/provider', {
    headers: { Cookie: `access_token=${access_token}` },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/dashboard');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // offline: the service worker (or the page's script) does the same
  await context.setOffline(true);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.setOffline(false);
});
