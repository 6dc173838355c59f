/** The public layout (spec product.md §2, §9): back link to / except on /change, logo, translated tagline, one main landmark. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../features/session/testing/render-page.tsx';
import { PublicLayout, PUBLIC_FORM_COLUMN } from './public-layout.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => cleanup());

describe('PublicLayout', () => {
  it('shows the back link to /, the logo, the tagline, the language picker and the page in main', async () => {
    await renderPage(
      () => (
        <PublicLayout>
          <h1>Sign in</h1>
        </PublicLayout>
      ),
      { path: '/login' },
    );
    expect(screen.getAllByText('Pauta').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('The largest automated out-of-home media buying platform in Latin America').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('main').querySelector('h1')?.textContent).toBe('Sign in');
    // a document link to the public site (prerendered, outside the app: src/landing/), not a route change
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
  });

  it('has no back link on /change', async () => {
    await renderPage(
      () => (
        <PublicLayout backLink={false}>
          <h1>Change</h1>
        </PublicLayout>
      ),
      { path: '/change' },
    );
    expect(screen.queryByRole('link', { name: /Back to home/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderPage(
      () => (
        <PublicLayout>
          <h1>x</h1>
        </PublicLayout>
      ),
      { path: '/login', locale: 'es' },
    );
    expect(
      screen.getAllByText('La mayor plataforma automatizada de compra de medios exteriores de Latinoamérica').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Volver al inicio/ })).toBeTruthy();
  });

  it('the desktop form column is 456 px (spec §9)', () => {
    expect(PUBLIC_FORM_COLUMN).toBe('456px');
  });
});
