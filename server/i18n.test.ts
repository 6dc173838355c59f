/**
 * Every message the server writes has a Spanish and an English text (issue 15:
 * one language per user, spec §5/§9), both filled, with the same placeholders,
 * and the Spanish one is not the English one copied.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, byName, countryNameIn, msg, pickLocale } from './i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).toSorted();

describe('server messages', () => {
  const entries = Object.entries(MESSAGES) as [keyof typeof MESSAGES, { es: string; en: string }][];

  it('has es and en for every key, filled, with the same placeholders', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, text] of entries) {
      expect(text.es.trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
      expect(placeholders(text.es), key).toEqual(placeholders(text.en));
    }
  });

  it('has a Spanish text that is not the English one', () => {
    const copied = entries.filter(([, t]) => t.es === t.en).map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('answers in Spanish unless the caller says English (no cookie, no header → es)', () => {
    expect(pickLocale(undefined, null)).toBe('es');
    expect(pickLocale('en', 'es')).toBe('en');
    expect(msg(pickLocale(), 'campaign.saved')).toBe('Campaña guardada.');
  });
});

/** The names in the order `byName` gives them. */
const sortedNames = (locale: 'es' | 'en', list: string[]) =>
  byName(
    locale,
    list.map((name) => ({ name })),
  ).map((x) => x.name);

describe('country names', () => {
  it('keeps the stored Spanish name for es and answers the English name for en', () => {
    expect(countryNameIn('es', { name: 'México', iso2: 'MX' })).toBe('México');
    expect(countryNameIn('en', { name: 'México', iso2: 'MX' })).toBe('Mexico');
    expect(countryNameIn('en', { name: 'República Dominicana', iso2: 'do' })).toBe('Dominican Republic');
    // an unknown code keeps the stored name
    expect(countryNameIn('en', { name: 'Atlántida', iso2: 'QQ' })).toBe('Atlántida');
  });

  it('sorts names as a reader of the language expects', () => {
    expect(sortedNames('es', ['Perú', 'Panamá', 'Ecuador', 'Él'])).toEqual(['Ecuador', 'Él', 'Panamá', 'Perú']);
  });
});
