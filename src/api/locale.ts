/** The language calls state (spec §9 cookie `locals`, es default); no DOM, so the service worker uses it too. */
/**
 * The interface's language as every call must state it (spec §9: cookie `locals`, es default): the cookie's value
 * when it is es or en, else es — never left to the browser's own Accept-Language, which would make the server
 * answer in another language than the screen shows.
 * @param cookie the `locals` cookie's value (undefined: none)
 */
export function interfaceLocale(cookie: string | undefined): 'es' | 'en' {
  return cookie === 'en' ? 'en' : 'es';
}
