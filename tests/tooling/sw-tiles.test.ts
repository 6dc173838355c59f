/** The service worker caches map tiles only from a configured tile server (sw/runtime-caches.ts). */
import { describe, expect, it } from 'vitest';
import { tileOrigin } from '#sw/tiles.ts';

describe('tile server origin', () => {
  it('reads the origin of a {z}/{x}/{y} template, and nothing from a missing or broken one', () => {
    expect(tileOrigin('https://tiles.example.com/osm/{z}/{x}/{y}.png')).toBe('https://tiles.example.com');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://0.tile.example.org');
    expect(tileOrigin(undefined)).toBeNull();
    expect(tileOrigin('not a url {z}')).toBeNull();
    expect(tileOrigin('https://tiles.example.com/static.png')).toBeNull();
  });
});
