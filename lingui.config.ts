/**
 * Lingui catalogs for the interface text (spec product.md §9: es default and
 * fallback, en offered). Source messages are written in English in the code;
 * `npm run i18n:extract` updates the `.po` catalogs and `npm run i18n:compile`
 * writes `src/locales/<locale>/{shell,messages}.ts` (git-ignored) for the build.
 * Two catalogs: `shell` (what /login and the frame need, loaded first) and
 * `messages` (the dashboard's screens, loaded on entering them).
 */
import { defineConfig } from '@lingui/cli';

/** Sources of the shell catalog: the public pages, sign-in, the frame and shared widgets. */
const SHELL = [
  '<rootDir>/src/app',
  '<rootDir>/src/ui',
  '<rootDir>/src/i18n',
  '<rootDir>/src/lib',
  '<rootDir>/src/api',
  '<rootDir>/src/sync',
  '<rootDir>/src/features/session',
  '<rootDir>/src/main.tsx',
  '<rootDir>/src/routes/__root.tsx',
  '<rootDir>/src/routes/_guest.tsx',
  '<rootDir>/src/routes/_guest',
  '<rootDir>/src/routes/index.tsx',
  '<rootDir>/src/routes/change.tsx',
];

export default defineConfig({
  locales: ['es', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'es' },
  catalogs: [
    // `shell`: what the public pages, sign-in and the app frame show (src/i18n/index.ts loads it first)
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: SHELL,
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    // `messages`: the dashboard's screens, loaded by the routes behind sign-in (loadArea('dashboard'))
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '<rootDir>/src/routeTree.gen.ts',
        ...SHELL.map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`)),
      ],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
