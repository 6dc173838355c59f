/**
 * Test helper for widget stories: renders a tree inside the app's `Providers`
 * (Chakra + Lingui) with a user-event session, after activating a language.
 * English needs no catalog (it is the source language); Spanish loads the
 * compiled catalog (run `npx lingui compile --typescript` first).
 * Test-only module: never imported by application code. Importing it registers
 * an `afterEach` that unmounts what was rendered.
 */
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../app/providers.tsx';
import { i18n, loadArea, loadLocale, type Locale } from '../i18n/index.ts';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** Interface language, default 'en'. */
  locale?: Locale;
  /** Options for user-event, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/** Activates `locale` on the shared Lingui instance ('en' without a catalog). */
export async function activateLocale(locale: Locale = 'en'): Promise<void> {
  if (locale === 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  else {
    await loadLocale(locale);
    await loadArea('dashboard'); // component tests render any screen: every catalog
  }
}

/**
 * Renders `ui` like a story: inside `Providers`, in `locale` (default 'en').
 * @returns the Testing Library result plus `user`, a user-event session.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  await activateLocale(options.locale ?? 'en');
  const user = userEvent.setup(options.user);
  const result = render(ui, { wrapper: Providers });
  return { ...result, user };
}
