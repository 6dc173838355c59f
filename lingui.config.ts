/**
 * Lingui catalogs for the interface text (spec product.md §9: es default and
 * fallback, en offered). Source messages are written in English in the code;
 * `npm run i18n:extract` updates the `.po` catalogs and `npm run i18n:compile`
 * writes `src/locales/<locale>/messages.ts` (git-ignored) for the build.
 */
import { defineConfig } from '@lingui/cli';

export default defineConfig({
  locales: ['es', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
