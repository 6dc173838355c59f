/**
 * Integration: the security headers of http/security-headers.ts (SECURITY.md, finding 2) on every kind of answer of
 * the reference server — API JSON, error answers (401, 422), the /api 404, the built app's static files, the
 * index.html fallback and the non-API 404 without a built app — and a handler's own stricter policy kept (a
 * stored file's `default-src 'none'; sandbox`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { startTestServer, type TestServer } from '../test-support.ts';
import { createApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { originsOf, securityHeaders } from '../http/security-headers.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { files } from '#src/api/contract/index.ts';
import { tinyPng } from './sample-files.ts';

let s: TestServer;
let staticDir: string;
let withStatic: Hono;

beforeAll(async () => {
  s = await startTestServer();
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-static-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Pauta</title><script type="module" src="/assets/app.js"></script>',
  );
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("pauta")');
  fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Pauta"}');
  withStatic = createApp({ db: s.db, config: s.config, staticDir });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (app: Hono, url: string, init?: RequestInit) =>
  Promise.resolve(app.fetch(new Request(`http://pauta.test${url}`, init)));

/** Every header of the policy, as one answer carries them. */
function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
  expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(directives.get('font-src')).toEqual(["'self'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('worker-src')).toEqual(["'self'"]);
  expect(directives.get('manifest-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  expect(permissions).toContain('camera=(self)');
  expect(permissions).toContain('geolocation=(self)');
  expect(permissions).toContain('microphone=()');
  expect(permissions).toContain('payment=()');
  expect(res.headers.get('x-powered-by')).toBeNull();
}

describe('security headers on the API', () => {
  it('a JSON answer', async () => {
    const res = await get(s.app, '/api/languages');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expectSecurityHeaders(res);
  });

  it('error answers: 401 without a token, 422 for a bad body', async () => {
    const unauthorized = await get(s.app, '/api/auth/user');
    expect(unauthorized.status).toBe(401);
    expectSecurityHeaders(unauthorized);
    const invalid = await get(s.app, '/api/auth/login/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(invalid.status).toBe(422);
    expectSecurityHeaders(invalid);
  });

  it('the 404 of an unknown /api route, and of any path when no app is built', async () => {
    const res = await get(s.app, '/api/no-such-route');
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
    const other = await get(s.app, '/dashboard');
    expect(other.status).toBe(404);
    expectSecurityHeaders(other);
  });
});

describe('security headers on a file answer', () => {
  it("keeps the file handler's sandboxing policy and adds the rest", async () => {
    const client = DEMO_ACCOUNTS.find((a) => a.role === 'client')!;
    const token = await s.login(client.email, client.password);
    const up = await s
      .client(token)
      .call(files.uploadFile, { body: { file: new File([tinyPng(1)], 'arte.png', { type: 'image/png' }) } });
    const res = await get(s.app, `/api/files/get/${up.data.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('security headers on the built app', () => {
  it('index.html, a built asset, the manifest and the index.html fallback of an in-app URL', async () => {
    for (const url of ['/', '/index.html', '/assets/app.js', '/manifest.webmanifest', '/dashboard/routes/3']) {
      const res = await get(withStatic, url);
      expect(res.status, url).toBe(200);
      expectSecurityHeaders(res);
    }
    const fallback = await get(withStatic, '/dashboard/routes/3');
    expect(await fallback.text()).toContain('<title>Pauta</title>');
  });

  it('the API served beside the app keeps them too', async () => {
    expectSecurityHeaders(await get(withStatic, '/api/languages'));
    expectSecurityHeaders(await get(withStatic, '/api/no-such-route'));
  });
});

describe('the policy', () => {
  it("keeps a handler's own stricter Content-Security-Policy (file answers) and adds the rest", async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/file', (c) =>
      c.body('<svg onload="alert(1)"/>', 200, {
        'Content-Type': 'image/svg+xml',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      }),
    );
    const res = await get(app, '/file');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('adds the origins of a separate API and tile server to connect-src and img-src', async () => {
    const config = configFromEnv({
      VITE_API_URL: 'https://api.example.com/base/',
      VITE_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(config.cspOrigins).toEqual(['https://api.example.com', 'https://tiles.example.com']);
    expect(
      configFromEnv({
        CSP_ORIGINS: 'https://a.example.com, https://b.example.com:8443',
        VITE_API_URL: 'https://ignored.example.com',
      }).cspOrigins,
    ).toEqual(['https://a.example.com', 'https://b.example.com:8443']);
    expect(configFromEnv({}).cspOrigins).toEqual([]);
    const app = createApp({ db: s.db, config: { ...s.config, cspOrigins: config.cspOrigins } });
    const csp = (await get(app, '/api/languages')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://api.example.com https://tiles.example.com");
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.com https://tiles.example.com");
    expect(csp).toContain("script-src 'self';");
  });

  it('takes only absolute http(s) origins', () => {
    expect(
      originsOf([
        '',
        undefined,
        '/api',
        'javascript:alert(1)',
        'https://{s}.tiles.example.com/{z}.png',
        'http://localhost:4174/',
      ]),
    ).toEqual(['http://localhost:4174']);
  });
});
