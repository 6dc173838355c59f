/**
 * The bearer token lives in the `access_token` cookie (spec §9); the interface
 * language in the `locals` cookie. Browser-only module (reads document.cookie).
 */

import { readCookie, writeCookie } from '../lib/cookies.ts';

export const TOKEN_COOKIE = 'access_token';
export const LOCALE_COOKIE = 'locals';

export { readCookie, writeCookie };

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

/** Stores the token until `expiresAt` (ISO timestamp), or for the browser session. */
export function setToken(token: string, expiresAt?: string): void {
  const seconds = expiresAt ? (Date.parse(expiresAt) - Date.now()) / 1000 : undefined;
  writeCookie(TOKEN_COOKIE, token, seconds);
}

export function clearToken(): void {
  writeCookie(TOKEN_COOKIE, '', 0);
}
