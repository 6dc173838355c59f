/**
 * Reading and writing cookies in the browser. The app keeps two (spec §9):
 * `access_token` (the bearer token, src/api/token.ts) and `locals` (the
 * interface language, src/i18n).
 */

/** One cookie's value by name from `cookie` (default `document.cookie`), or undefined; a malformed value reads as undefined. */
export function readCookie(
  name: string,
  cookie = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Writes a cookie on path `/`, SameSite=Lax, Secure on https.
 * @param maxAgeSeconds lifetime in seconds; omit for a session cookie, 0 to delete
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${age}${secure}`;
}
