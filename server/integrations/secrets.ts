/**
 * The connections' credentials at rest (src/api/contract/integrations.ts module doc; SECURITY.md "secrets"):
 * AES-256-GCM through node:crypto, a fresh 12-byte IV per value, the 16-byte tag checked on reading.
 *
 * Invariants:
 * - the key is PAUTA_SECRET_KEY (server/config.ts: 64 hex digits, or base64 of 32 bytes, or any other text hashed
 *   with SHA-256); unset, a random 32-byte key is made once and kept in `integration_keys` (row id 1, inserted with
 *   ON CONFLICT DO NOTHING then read back, so two servers on one database agree on it);
 * - a stored value is `v1.<iv>.<tag>.<ciphertext>` (base64url): never the plain text. A value that does not open
 *   (another key, tampered) reads as `undefined`, and the run that needed it fails saying so;
 * - nothing here logs or answers a secret.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { integrationKeys } from '../db/schema.ts';

/** What a PostgreSQL connection keeps encrypted. */
export interface ConnectionSecret {
  connection_string: string;
  password?: string | undefined;
}

const keys = new WeakMap<Db, Buffer>();

/** The 32-byte key from PAUTA_SECRET_KEY's text (module doc). */
export function keyFromText(text: string): Buffer {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, 'hex');
  const b64 = Buffer.from(t, 'base64');
  if (b64.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(t)) return b64;
  return createHash('sha256').update(t).digest();
}

/** The key of this database (module doc), cached per database handle. */
export async function secretKey(db: Db, config: Pick<ServerConfig, 'secretKey'>): Promise<Buffer> {
  if (config.secretKey) return keyFromText(config.secretKey);
  const cached = keys.get(db);
  if (cached) return cached;
  await db
    .insert(integrationKeys)
    .values({ id: 1, key: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ key: integrationKeys.key }).from(integrationKeys).where(eq(integrationKeys.id, 1));
  const key = Buffer.from(row!.key, 'base64');
  keys.set(db, key);
  return key;
}

/** Encrypts a connection's secret: `v1.<iv>.<tag>.<ciphertext>` (module doc). */
export function sealSecret(key: Buffer, secret: ConnectionSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens a sealed secret; `undefined` when it does not open with this key (module doc). */
export function openSecret(key: Buffer, sealed: string | null): ConnectionSecret | undefined {
  if (!sealed) return undefined;
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as ConnectionSecret;
  } catch {
    return undefined;
  }
}

/**
 * The host a screen may show of a connection string: host name masked in its middle, port and database kept, never
 * the user nor the password (`db.example.com` → `db•••••••.com:5432/sales`). Null when it is no URL.
 */
export function maskedHost(connectionString: string): string | null {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return null;
  }
  const host = url.hostname;
  const shown =
    host.length <= 6 ? `${host.slice(0, 1)}•••` : `${host.slice(0, 2)}${'•'.repeat(host.length - 6)}${host.slice(-4)}`;
  const db = url.pathname.replace(/^\//, '');
  return `${shown}:${url.port || '5432'}${db ? `/${db}` : ''}`;
}
