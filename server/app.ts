/**
 * The reference server's Hono app: /api from the contract (handlers/index.ts),
 * error bodies as spec §8 (`{ type, message, description?, errors? }`),
 * the sync batch (http/batch.ts), 404 for unknown /api routes, 413 over the body limit, and — when
 * `staticDir` is given — the built PWA with an index.html fallback for
 * in-app URLs. Every answer carries the security headers of http/security-headers.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { HttpError, errorBody } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerEndpoints, requestLocale } from './http/register.ts';
import { registerSyncBatch } from './http/batch.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerApiReference } from './http/openapi.ts';
import { registerLanding } from './http/landing.ts';
import { syncBatch } from '#src/api/contract/sync-batch.ts';
import { implementations } from './handlers/index.ts';
import { checkOwnership } from './auth/ownership.ts';
import { formatBytes, msg } from './i18n.ts';

/** Version of the API in its OpenAPI document (the package's). */
const API_VERSION = '0.1.0';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  staticDir?: string | undefined;
  /** Tests only: answer the access probe (http/register.ts `RegisterOptions.accessProbe`). */
  accessProbe?: boolean;
}

export function createApp({ db, config, staticDir, accessProbe }: AppOptions): Hono {
  const app = new Hono();

  // CSP, nosniff, frame-ancestors, Referrer-, Permissions- and opener policies on every answer, static or /api
  // (http/security-headers.ts); a handler's own stricter header (file answers) is kept
  app.use('*', securityHeaders({ extraOrigins: config.cspOrigins }));

  // gzip or deflate for text answers (JSON, the index.html fallback, the service worker); images pass as they are,
  // and so do the build's files already compressed (.br, .gz beside them: serveStatic's `precompressed` below)
  app.use('*', compress());

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: (c) =>
        c.json(
          {
            type: 'too_large',
            message: msg(requestLocale(c), 'http.too_large', { max: formatBytes(config.maxBodyBytes) }),
          },
          413,
        ),
    }),
  );

  // guessing limits on sign-in, first access, forgot/reset and registration: before the endpoints (http/rate-limit.ts)
  registerRateLimits(app, { db, config });
  // the API described for integrators, from the contract: /api/openapi.json and /api/reference (http/openapi.ts);
  // before the endpoints, so a spec path with a parameter in that place (`/{section}`) does not take them
  registerApiReference(app, [...implementations.map((i) => i.endpoint), syncBatch], API_VERSION);
  registerEndpoints(app, { db, config }, implementations, { checkOwnership, accessProbe });
  // several outbox entries in one request (an extension of the reference server: src/api/contract/sync-batch.ts)
  registerSyncBatch(app, { db, config });

  app.all('/api/*', (c) => c.json({ type: 'not_found', message: msg(requestLocale(c), 'http.not_found') }, 404));

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(errorBody(err), err.status);
    }
    config.log(
      `[error] ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return c.json({ type: 'error', message: msg(requestLocale(c), 'http.server_error') }, 500);
  });

  if (staticDir && fs.existsSync(path.join(staticDir, 'index.html'))) {
    // the public site's prerendered pages at /, /about, /provider and /buyer (http/landing.ts)
    registerLanding(app, staticDir, config.publicUrl.replace(/\/+$/, ''));
    const index = fs.readFileSync(path.join(staticDir, 'index.html'));
    app.use(
      '/*',
      serveStatic({
        root: path.relative(process.cwd(), staticDir) || '.',
        // the .br or .gz the build wrote beside a text file (vite.config.ts), by the request's Accept-Encoding
        precompressed: true,
        onFound: (p, c) => {
          // hashed build assets never change; everything else (sw.js, index.html, manifest) must revalidate
          c.header('Cache-Control', p.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(index.toString('utf8'));
    });
  }
  return app;
}
