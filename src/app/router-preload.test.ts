/** `preloadRouteCode`: the opened route's catalog area starts downloading with its code (issue 21: offline reload). */
import { expect, it, vi } from 'vitest';

vi.mock('../i18n/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../i18n/index.ts')>()),
  prefetchArea: vi.fn(),
}));

const { prefetchArea } = await import('../i18n/index.ts');
const { preloadRouteCode } = await import('./router.tsx');

it('prefetches the catalog area of a route behind sign-in, in the given language, and none for a public page', async () => {
  await preloadRouteCode('/dashboard', 'en');
  expect(prefetchArea).toHaveBeenCalledWith('dashboard', 'en');
  vi.mocked(prefetchArea).mockClear();
  await preloadRouteCode('/proposals/7/pois', 'es');
  expect(prefetchArea).toHaveBeenCalledWith('dashboard', 'es');
  vi.mocked(prefetchArea).mockClear();
  await preloadRouteCode('/login', 'es');
  expect(prefetchArea).not.toHaveBeenCalled();
});
