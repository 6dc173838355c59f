/**
 * The public site on the server (issue 20; product.md §2 public routes and their guard, §5 contact form, §9 default
 * language): the prerendered pages at the spec's paths in the chosen language with this server's origin, the
 * signed-in redirect, and the contact form stored, mailed to the sales team and limited per sender.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contact } from '#src/api/contract/translations.ts';
import {
  LANDING_LOCALES,
  LANDING_PAGES,
  landingFile,
  loginShellFile,
  type LandingPath,
} from '#src/lib/landing-paths.ts';
import { createApp } from '../app.ts';
import { contactMessages } from '../db/schema.ts';
import { CONTACT_PER_ADDRESS } from '../http/rate-limit.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let server: TestServer;
let app: ReturnType<typeof createApp>;
let dist: string;

beforeAll(async () => {
  server = await startTestServer();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-landing-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
  for (const spec of Object.keys(LANDING_PAGES) as LandingPath[])
    for (const locale of LANDING_LOCALES) {
      const file = path.join(dist, landingFile(LANDING_PAGES[spec], locale));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // the parts of a prerendered page (src/landing/render.ts) the server touches: language, title, origin placeholder
      const query = locale === 'en' ? '?lang=en' : '';
      fs.writeFileSync(
        file,
        `<!doctype html><html lang="${locale}"><title>${locale === 'en' ? 'About us | Pauta' : 'Nosotros | Pauta'}</title>` +
          `<link rel="canonical" href="__PAUTA_ORIGIN__${spec}${query}">` +
          `<link rel="alternate" hreflang="en" href="__PAUTA_ORIGIN__${spec}?lang=en">`,
      );
    }
  for (const locale of LANDING_LOCALES)
    fs.writeFileSync(
      path.join(dist, loginShellFile(locale)),
      `<!doctype html><html lang="${locale}"><div id="root">frame</div>`,
    );
  app = createApp({ db: server.db, config: server.config, staticDir: dist });
}, 120_000);

afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  app.fetch(new Request(`http://pauta.test${url}`, cookie ? { headers: { Cookie: cookie } } : {}));

describe('the public pages', () => {
  it('answers each spec path with its prerendered page, in Spanish by default, on this origin', async () => {
    for (const spec of Object.keys(LANDING_PAGES)) {
      const answer = await get(spec);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-language')).toBe('es');
      expect(answer.headers.get('vary')).toMatch(/Cookie/);
      const html = await answer.text();
      expect(html).toContain('<html lang="es"');
      expect(html).not.toContain('__PAUTA_ORIGIN__');
      expect(html).toContain(`<link rel="canonical" href="http://pauta.test${spec}">`);
      expect(html).toContain(`hreflang="en" href="http://pauta.test${spec}?lang=en"`);
    }
  });

  it('chooses English by ?lang=en, else by the locals cookie; ?lang wins over the cookie', async () => {
    expect(await (await get('/about?lang=en')).text()).toContain('<title>About us | Pauta</title>');
    expect(await (await get('/about', 'locals=en')).text()).toContain('<html lang="en"');
    expect(await (await get('/about?lang=es', 'locals=en')).text()).toContain('<html lang="es"');
    expect(await (await get('/about?lang=fr')).text()).toContain('<html lang="es"');
  });

  it('sends a visitor with a stored token to /dashboard before any HTML', async () => {
    const answer = await get('/buyer?lang=en', 'locals=en; access_token=abc');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/dashboard');
  });

  it('answers /login with the app and its first paint in the visitor’s language, never redirecting', async () => {
    expect(await (await get('/login')).text()).toContain('<html lang="es"><div id="root">frame');
    expect(await (await get('/login', 'locals=en')).text()).toContain('<html lang="en">');
    const signedIn = await get('/login?select=true', 'access_token=abc');
    expect(signedIn.status).toBe(200); // the account switcher: the app's own guard decides
  });

  it('leaves other paths to the app shell', async () => {
    expect(await (await get('/dashboard/help')).text()).toContain('app shell');
  });
});

/** A contact message from `email`. */
const body = (email: string) => ({
  name: 'Valeria Ríos',
  email,
  country: 1,
  client_type: 2 as const,
  message: 'Veinte pantallas en Bogotá para marzo.',
});

describe('the contact form', () => {
  it('stores the message and mails the sales team a line naming it', async () => {
    const [before] = await server.db.select({ n: count() }).from(contactMessages);
    const answer = await server.client(undefined, 'es').call(contact, { body: body('valeria@example.com') });
    expect(answer.message).toBeTruthy();
    const [after] = await server.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n + 1);
    expect(
      server.logs.some((l) => /^\[mail\] contact message \d+ from valeria@example\.com \(client type 2\)/.test(l)),
    ).toBe(true);
  });

  it('refuses a bad body with the fields named, and an unknown country', async () => {
    // sent as a browser would, past the client's own checks: the server's schema decides
    const bad = await app.fetch(
      new Request('http://pauta.test/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ ...body('not-an-email'), name: ' ', message: '' }),
      }),
    );
    expect(bad.status).toBe(422);
    const answer = (await bad.json()) as { errors?: Record<string, string[]> };
    expect(Object.keys(answer.errors ?? {})).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    const country = await failure(
      server.client().call(contact, { body: { ...body('a@example.com'), country: 999_999 } }),
    );
    expect(country.status).toBe(422);
    expect(country.errors?.country).toBeTruthy();
  });

  it('limits one client address to a few messages an hour (429 with Retry-After); another address goes on', async () => {
    // behind a trusted proxy, so each request names its client address
    const proxied = createApp({ db: server.db, config: { ...server.config, trustProxy: true } });
    const send = (address: string, i: number) =>
      proxied.fetch(
        new Request('http://pauta.test/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', 'X-Forwarded-For': address },
          body: JSON.stringify(body(`flood-${i}@example.com`)),
        }),
      );
    for (let i = 0; i < CONTACT_PER_ADDRESS.limit; i++) expect((await send('203.0.113.9', i)).status).toBe(200);
    const over = await send('203.0.113.9', 99);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('198.51.100.7', 100)).status).toBe(200);
  });
});
