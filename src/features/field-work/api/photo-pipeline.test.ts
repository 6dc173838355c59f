/**
 * The photo pipeline refuses what is not an image before any work. (Compression,
 * orientation and EXIF time need a real browser: e2e/field-work.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { hasImageSignature, NotAnImageError, preparePhoto } from './photo-pipeline.ts';

const bytes = (...b: number[]) => new Uint8Array([...b, ...Array(16).fill(0)]);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('image signatures', () => {
  it('knows JPEG, PNG, WebP and HEIC, and nothing else', () => {
    expect(hasImageSignature(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe(true);
    expect(hasImageSignature(bytes(0x89, 0x50, 0x4e, 0x47))).toBe(true);
    expect(hasImageSignature(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')))).toBe(true);
    expect(hasImageSignature(bytes(0, 0, 0, 0x18, ...ascii('ftypheic')))).toBe(true);
    expect(hasImageSignature(bytes(...ascii('%PDF-1.4')))).toBe(false);
    expect(hasImageSignature(bytes(...ascii('GIF89a')))).toBe(false);
  });

  it('refuses a file that is not an image with NotAnImageError', async () => {
    const file = new File([new TextEncoder().encode('hello, not a photo')], 'notas.jpg', { type: 'image/jpeg' });
    await expect(preparePhoto(file)).rejects.toBeInstanceOf(NotAnImageError);
  });
});
