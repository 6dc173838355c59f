/** Server translation sections: cached per session and locale, failures give an empty list, missing keys read 'No encontrado' / 'Not Found' (spec §8, §9). */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ n: 0, fail: false }));
vi.mock('../api/index.ts', () => ({
  api: {
    call: vi.fn(async (_endpoint: unknown, input: { query: { section: string; locale: string } }) => {
      calls.n++;
      if (calls.fail) throw new Error('offline');
      const { section, locale } = input.query;
      return {
        data: {
          page: [{ key: 'welcome', text: locale === 'es' ? `Bienvenido (${section})` : `Welcome (${section})` }],
          general: [{ key: 'save', text: locale === 'es' ? 'Guardar' : 'Save' }],
        },
      };
    }),
  },
}));

const { clearServerTranslations, loadSection, MISSING_TEXT, serverText } = await import('./server-translations.ts');

beforeEach(() => {
  clearServerTranslations();
  calls.n = 0;
  calls.fail = false;
});

describe('server translations', () => {
  it('loads a section with the general one, per locale', async () => {
    await loadSection('dashboard', 'es');
    expect(serverText('dashboard', 'welcome', 'es')).toBe('Bienvenido (dashboard)');
    expect(serverText('general', 'save', 'es')).toBe('Guardar');
    await loadSection('dashboard', 'en');
    expect(serverText('dashboard', 'welcome', 'en')).toBe('Welcome (dashboard)');
  });

  it('asks the server once per session and locale, surviving a reload through sessionStorage', async () => {
    await loadSection('login', 'es');
    await loadSection('login', 'es');
    expect(calls.n).toBe(1);
    expect(sessionStorage.getItem('translations:es:login')).toContain('Bienvenido');
  });

  it('a missing key reads No encontrado / Not Found', async () => {
    await loadSection('dashboard', 'es');
    expect(serverText('dashboard', 'nope', 'es')).toBe('No encontrado');
    expect(MISSING_TEXT.en).toBe('Not Found');
  });

  it('a failed load is swallowed and gives an empty section', async () => {
    calls.fail = true;
    await expect(loadSection('register', 'en')).resolves.toBeUndefined();
    expect(serverText('register', 'welcome', 'en')).toBe('Not Found');
  });
});
