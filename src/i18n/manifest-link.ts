/**
 * Which web app manifest the page offers (issue 15 "Manifest": shortcuts per language): the Spanish
 * `/manifest.webmanifest` (spec §9 default language) or the English `/manifest.en.webmanifest`, both
 * built from scripts/app-manifest.ts. Installing the app takes the manifest the page links to, so the
 * link follows the interface language.
 */

/** Path of the manifest in `locale`. */
export function manifestPath(locale: string): string {
  return locale === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest';
}

/** Points the page's `<link rel="manifest">` at the manifest of `locale` (no-op without a DOM or a link). */
export function pointManifestAt(locale: string): void {
  if (typeof document === 'undefined') return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute('href') !== manifestPath(locale)) link.setAttribute('href', manifestPath(locale));
}
