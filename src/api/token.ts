/**
 * The bearer token lives in the `access_token` cookie (spec §9); the interface
 * language in the `locals` cookie. Browser-only module (reads document.cookie).
 */

export const TOKEN_COOKIE = 'access_token';
export const LOCALE_COOKIE = 'locals';

/** Reads a cookie by name, or undefined. */
export function readCookie(name: string, cookie = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Writes a cookie on path `/`, SameSite=Lax, Secure on https.
 * @param maxAgeSeconds lifetime in seconds; omit for a session cookie, 0 to delete
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${age}${secure}`;
}

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
