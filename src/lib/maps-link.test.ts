import { describe, expect, it } from 'vitest';
import { mapsLink, mapsPlatform } from './maps-link.ts';

describe('mapsLink', () => {
  const stop = { lat: 19.4326, lng: -99.1332, label: 'Valla Reforma 222' };
  it('opens the device maps app: geo: on Android, Apple Maps on Apple devices, OpenStreetMap elsewhere', () => {
    expect(mapsPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mapsPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('apple');
    expect(mapsPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
    expect(mapsLink(stop, 'android')).toBe('geo:19.4326,-99.1332?q=19.4326,-99.1332(Valla%20Reforma%20222)');
    expect(mapsLink(stop, 'apple')).toBe('https://maps.apple.com/?ll=19.4326,-99.1332&q=Valla%20Reforma%20222');
    expect(mapsLink(stop, 'web')).toBe(
      'https://www.openstreetmap.org/?mlat=19.4326&mlon=-99.1332#map=18/19.4326/-99.1332',
    );
  });
  it('gives no link for coordinates that are not a place', () => {
    expect(mapsLink({ lat: Number.NaN, lng: 0 }, 'web')).toBeNull();
    expect(mapsLink({ lat: 91, lng: 0 }, 'web')).toBeNull();
    expect(mapsLink({ lat: 0, lng: 181 }, 'android')).toBeNull();
  });
});
