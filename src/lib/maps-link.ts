/**
 * "Open in maps" for a place (issue 15: a technician's stop offers navigation): the link that opens
 * the device's own maps app at a latitude/longitude, so turn-by-turn directions come from the phone,
 * not from Pauta. Android takes a `geo:` URI (RFC 5870, with a `q=` label so a pin shows); Apple
 * devices take an Apple Maps link (which opens the Maps app); any other device an OpenStreetMap page.
 * Pure: the user agent is passed in.
 */

/** Which maps app a device opens. */
export type MapsPlatform = 'android' | 'apple' | 'web';

/** The platform of a user agent string (`navigator.userAgent`). */
export function mapsPlatform(userAgent: string): MapsPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod|macintosh/i.test(userAgent)) return 'apple';
  return 'web';
}

/**
 * @param place.lat latitude in degrees (−90…90); @param place.lng longitude in degrees (−180…180)
 * @param place.label what the pin says (a unit's title), optional
 * @returns the URL to put in an `<a href>`; null when the coordinates are not finite or out of range
 */
export function mapsLink(
  place: { lat: number; lng: number; label?: string | undefined },
  platform: MapsPlatform,
): string | null {
  const { lat, lng } = place;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const ll = `${lat},${lng}`;
  const label = place.label?.trim();
  if (platform === 'android') return `geo:${ll}?q=${ll}${label ? `(${encodeURIComponent(label)})` : ''}`;
  if (platform === 'apple') return `https://maps.apple.com/?ll=${ll}&q=${encodeURIComponent(label || ll)}`;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}
