/**
 * Opaque random tokens (bearer tokens, reset tokens, first-access codes) and
 * their sha-256 hashes; only hashes are stored.
 */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex sha-256 of a token, the form stored in the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
