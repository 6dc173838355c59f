/**
 * Landing page in both languages, with the languages hook mocked (no network).
 * Needs the compiled catalogs (`npx lingui compile --typescript`) and the
 * Lingui macro babel plugin in the Vitest config.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguagesState } from '../api/use-languages.ts';
import { Providers } from '../../../app/providers.tsx';
import { i18n, loadLocale, type Locale } from '../../../i18n/index.ts';
import { LandingPage } from './landing-page.tsx';

const hook = vi.hoisted(() => ({
  state: { status: 'loading' } as LanguagesState,
}));

vi.mock('../api/use-languages.ts', () => ({
  useLanguages: () => hook.state,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TAGLINE = {
  es: 'La mayor plataforma automatizada de compra de medios exteriores de Latinoamérica',
  en: 'The largest automated out-of-home media buying platform in Latin America',
} as const;

let container: HTMLDivElement;
let root: Root;

async function renderIn(locale: Locale): Promise<void> {
  await act(async () => {
    await loadLocale(locale);
    root.render(
      <Providers>
        <LandingPage />
      </Providers>,
    );
  });
}

const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`);

beforeEach(() => {
  hook.state = {
    status: 'success',
    languages: [
      { code: 'es', name: 'Español' },
      { code: 'en', name: 'English' },
    ],
  };
  document.cookie = 'locals=; Path=/; Max-Age=0';
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('LandingPage', () => {
  it('renders the Spanish tagline, heading and languages', async () => {
    await renderIn('es');
    expect(container.textContent).toContain(TAGLINE.es);
    expect(container.querySelector('h1')?.textContent).toBe('Pauta');
    expect(byTestId('api-languages')?.textContent).toBe('Idiomas: Español, English');
    expect(document.documentElement.lang).toBe('es');
  });

  it('renders the English tagline and languages', async () => {
    await renderIn('en');
    expect(container.textContent).toContain(TAGLINE.en);
    expect(container.textContent).not.toContain(TAGLINE.es);
    expect(byTestId('api-languages')?.textContent).toBe('Languages: Español, English');
  });

  it('shows the loading and error states', async () => {
    hook.state = { status: 'loading' };
    await renderIn('es');
    expect(byTestId('api-status')?.getAttribute('data-state')).toBe('loading');
    expect(byTestId('api-status')?.textContent).toBe('Comprobando el servidor…');

    hook.state = { status: 'error', message: 'Network request failed' };
    await renderIn('en');
    expect(byTestId('api-status')?.getAttribute('data-state')).toBe('error');
    expect(byTestId('api-status')?.textContent).toContain('The server could not be reached');
    expect(byTestId('api-languages')).toBeNull();
  });

  it('switches language with the toggle and stores it in the locals cookie', async () => {
    await renderIn('es');
    const en = [...container.querySelectorAll('button')].find((b) => b.textContent === 'EN');
    expect(en?.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      en?.click();
      // The catalog loads asynchronously; act flushes the re-render once it is active.
      await vi.waitFor(() => expect(i18n.locale).toBe('en'));
    });
    expect(container.textContent).toContain(TAGLINE.en);
    expect(document.cookie).toContain('locals=en');
    expect(en?.getAttribute('aria-pressed')).toBe('true');
  });
});
