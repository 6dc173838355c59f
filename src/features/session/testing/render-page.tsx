/**
 * Renders a session screen like the app does — inside `Providers` (Chakra +
 * Lingui) and a router — on a memory history. Every other app path is a stub
 * route showing `landed: <path>`, so a test sees where a screen navigated.
 * Test-only module: never imported by application code.
 */
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { Providers } from '#src/app/providers.tsx';
import { i18n, loadArea, loadLocale, type Locale } from '#src/i18n/index.ts';

const APP_PATHS = [
  '/',
  '/login',
  '/forget',
  '/reset',
  '/register',
  '/accept',
  '/change',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/password',
];

export interface RenderPageOptions {
  /** Route path the screen is mounted at, e.g. '/login'. */
  path: string;
  /** URL to open (default `path`), e.g. '/reset?token=t&email=e'. */
  url?: string;
  locale?: Locale;
}

type Rendered = ReturnType<typeof render>;

export interface RenderedPage extends Rendered {
  user: ReturnType<typeof userEvent.setup>;
  router: AnyRouter;
  /** The path the router is on now. */
  pathname: () => string;
}

/** Activates `locale` ('en' is the source language and needs no catalog). */
export async function activate(locale: Locale = 'en'): Promise<void> {
  if (locale === 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  else {
    await loadLocale(locale);
    await loadArea('dashboard'); // pages that land on dashboard screens
  }
}

export async function renderPage(screenElement: () => ReactElement, options: RenderPageOptions): Promise<RenderedPage> {
  await activate(options.locale);
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: options.path, component: screenElement });
  const stubs = APP_PATHS.filter((p) => p !== options.path).map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <p data-testid="landed">{`landed: ${p}`}</p> }),
  );
  const router = createRouter({
    routeTree: root.addChildren([page, ...stubs]),
    history: createMemoryHistory({ initialEntries: [options.url ?? options.path] }),
  }) as unknown as AnyRouter;
  const user = userEvent.setup();
  let result: Rendered | undefined;
  await act(async () => {
    result = render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await router.load();
  });
  return { ...(result as Rendered), user, router, pathname: () => router.state.location.pathname };
}

/** Waits until the router landed on `path` (a stub route). */
export async function landedOn(path: string): Promise<void> {
  await screen.findByText(`landed: ${path}`);
}
