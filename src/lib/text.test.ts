import { describe, expect, it } from 'vitest';
import { ELLIPSIS, formatBytes, initials, truncate } from './text.ts';

describe('initials (spec §2)', () => {
  it.each([
    ['ana maría lópez', 'AM'],
    ['Ñandú', 'Ñ'],
    ['', ''],
    ['   ', ''],
    ['  juan   pérez  ', 'JP'],
    ['élodie', 'É'],
    ['(Ana) 2x', 'A2'],
    ['Ana - Luz', 'AL'],
    ['ana\tmaría', 'AM'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('truncate (spec §9: 90 / 150 / 11 characters)', () => {
  it('keeps text within the limit untouched', () => {
    expect(truncate('Hola', 11)).toBe('Hola');
    expect(truncate('x'.repeat(90), 90)).toBe('x'.repeat(90));
    expect(truncate('', 5)).toBe('');
  });
  it('cuts to exactly max characters, the last being the ellipsis', () => {
    const out = truncate('y'.repeat(91), 90);
    expect(Array.from(out)).toHaveLength(90);
    expect(out.endsWith(ELLIPSIS)).toBe(true);
    expect(Array.from(truncate('z'.repeat(200), 150))).toHaveLength(150);
    expect(truncate('Alejandro Fernández', 11)).toBe('Alejandro…');
  });
  it('drops spaces before the ellipsis and never splits a code point', () => {
    expect(truncate('Campaña de verano', 8)).toBe('Campaña…');
    expect(truncate('ab 😀😀😀', 5)).toBe('ab 😀…');
  });
  it('degenerates to the ellipsis alone for max ≤ 1', () => {
    expect(truncate('abc', 1)).toBe('…');
  });
});

describe('formatBytes', () => {
  it('says bytes, KB and MB with the locale decimal mark', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'es')).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});
