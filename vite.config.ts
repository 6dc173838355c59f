/**
 * Vite build of the Pauta PWA.
 *
 * Plugin order matters: the TanStack Router plugin generates the route tree and
 * splits route chunks before React's transform; the Lingui macro runs through
 * `@rolldown/plugin-babel` (scripts/lingui-macro.ts) after `react()` (plugin-react v6 has no `babel`
 * option), then `lingui()` compiles imported `.po` catalogs on the fly. The
 * service worker is built from `sw/sw.ts` with `injectManifest` and registered
 * by the app itself (`src/main.tsx`), never by an injected script.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { budgetVerdict, chunkCycle, firstLoad } from './scripts/first-load.ts';
import { appManifest, manifestPath } from './scripts/app-manifest.ts';
import { linguiMacro } from './scripts/lingui-macro.ts';
import { landingSite } from './scripts/landing-plugin.ts';

/*
 * What every screen behind sign-in needs, in one file, so /dashboard loads a few files instead of a hundred (issue 21
 * "First load": /dashboard in ≤ 10 files). Never on /login's first load: scripts/first-load.ts fails the build if
 * Chakra gets there, and a module the entry imports (notices, session) would pull the whole group in.
 */

/**
 * The state machines of three widgets the home and most screens do not show — combobox (searchable selects), slider
 * (ranges) and tabs — with their Chakra and Ark parts: they stay out of the signed-in group and load with the screens
 * that show them (issue 21: /dashboard 441 → 431 KB gzip). Their anatomy modules stay: the theme's recipes read them.
 */
const WIDGET_MACHINES =
  /[\\/](@zag-js[\\/](combobox|slider|tabs|collection)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](combobox|slider|tabs)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](combobox|slider|tabs)[\\/])(?!.*anatomy)/;

/**
 * The `signed-in` group, taken with everything its modules import that the entry does not (the contracts and
 * business rules the mutations name, TanStack Query; Temporal is the browser's own, src/lib/temporal-lazy.ts):
 * - the Chakra styling system and its engines;
 * - the shared widgets but the heavy ones (map, PDF, rich text) and those the public kit shares (field-ids);
 * - the sync engine, Dexie, the resource kit's hooks and every feature's mutations (registered at start); the kit's
 *   screens (resource-screen, unit-picker) stay with the screens that show them: they bring the forms;
 * - the small modules most screens share: the resource kit's read states, tables and search box, charts' frame
 *   (chart.js itself loads when a chart shows), enum labels, money, the account's sync and the session's mutations.
 * One group, not two: two groups that import each other initialise in the wrong order ("Cannot read properties
 * of undefined").
 */
const SIGNED_IN_MODULES = [
  {
    test: (id: string) =>
      /[\\/]node_modules[\\/](@chakra-ui|@emotion|@zag-js|@ark-ui|@floating-ui|@pandacss|stylis|@internationalized|dexie|dexie-react-hooks)[\\/]/.test(
        id,
      ) && !WIDGET_MACHINES.test(id),
  },
  /[\\/]src[\\/]app[\\/](theme|chakra-area|account-sync|mutations|sw-account)\.tsx?$/,
  /[\\/]src[\\/]ui[\\/](?!public[\\/]|notices|lazy-alert-dialog|field-ids|map-canvas|pdf-viewer|rich-text|basemap|searchable-select|range-slider|tabs\.)[^\\/]+\.tsx?$/,
  /[\\/]src[\\/]ui[\\/](resource[\\/](read-state|resource-table|search-box)|chart[\\/]chart-(view|values))\.tsx?$/,
  /[\\/]src[\\/](sync[\\/]|resource[\\/](?!resource-screen|unit-picker)[^\\/]+$|i18n[\\/]enum-labels|lib[\\/](money|pages)\.ts$)/,
  /[\\/]src[\\/]features[\\/]([^\\/]+[\\/]mutations[\\/.]|session[\\/]mutations\.ts$)/,
];

/** Modules of dialogs and toasts (their anatomy modules stay put: the theme's slot recipes read them). */
const OVERLAY_MODULES =
  /[\\/](@zag-js[\\/](dialog|toast|focus-trap|dismissable|aria-hidden|remove-scroll|interact-outside)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](dialog|toast)[\\/]|src[\\/]ui[\\/](alert-dialog|toast-region)\.tsx)/;

/*
 * One file per feature for the screens behind sign-in, instead of one for each route and each module two screens
 * share (issue 21). The service worker precaches every file of the build; Chromium spends ~9 ms of an install on each
 * file whatever its size, and a slow network a round trip. 292 files → 105 halved the install (3.4–5.0 s → 1.9–2.8 s
 * on localhost, 12.0–12.2 s → 5.0–5.1 s with 100 ms a request); a screen opened before the install ends loads a
 * median 3.7 KB gzip more (p90 27.5 KB: the other screens of its feature). docs/how-it-works.md "Feature chunks".
 */

/** A module of `src/features/<feature>/`; group 1 is the feature. */
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/][^?]*$/;
/** A code-split route component behind sign-in, but the home's: /dashboard's first load is its own (≤ 10 files). */
const SCREEN_ROUTE = /[\\/]src[\\/]routes[\\/]dashboard[\\/](?!index\.tsx).*\?tsr-split/;
/**
 * The dashboard home's route component: it and every module of the app it imports, directly or not, stay where
 * Rolldown puts them (in the home's own file): grouped, /dashboard took a file more (issue 21: ≤ 10 files).
 */
const HOME_ROUTE = `${path.resolve(import.meta.dirname, 'src/routes/dashboard/index.tsx')}?tsr-split=component`;

/**
 * The modules of `src/` the home's route component imports, directly or not, itself included.
 * @throws Error when the build has no such route component (renamed or no longer split: say where the home is)
 */
function homeModules(ctx: ChunkingContext): Set<string> {
  if (!ctx.getModuleInfo(HOME_ROUTE))
    throw new Error(`vite.config.ts: the home's route component ${HOME_ROUTE} is not in the build`);
  const found = new Set<string>();
  const next = [HOME_ROUTE];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id) || !/[\\/]src[\\/]/.test(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
    found.add(id);
    next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The feature whose page a route component shows: the one feature it imports a module of that only that feature's
 * modules and route components import (a feature's API its neighbours use, e.g. the session's, does not count).
 */
function pageFeature(id: string, ctx: ChunkingContext): string | null {
  const features = new Set<string>();
  for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
    const feature = FEATURE_MODULE.exec(imported)?.[1];
    if (!feature) continue;
    const importers = ctx.getModuleInfo(imported)?.importers ?? [];
    if (importers.every((i) => SCREEN_ROUTE.test(i) || FEATURE_MODULE.exec(i)?.[1] === feature)) features.add(feature);
  }
  return features.size === 1 ? `feature-${[...features][0]}` : null;
}

const featureChunks = {
  ctx: undefined as ChunkingContext | undefined,
  of: new Map<string, string | null>(),
  home: new Set<string>(),
};

/**
 * The chunk a module goes to (a Rolldown group's `name`), or null to leave it where Rolldown puts it:
 * - a widget's state machine (WIDGET_MACHINES): `widget-<combobox|slider|tabs>`, loaded by the screens that show it;
 * - a feature's module: `feature-<feature>`, but one imported with `import()` (a PDF export, the map), which stays
 *   apart with what it alone imports;
 * - a route component behind sign-in: its page's feature (pageFeature);
 * - the home and what it imports (homeModules): left where Rolldown puts them;
 * - any other module (of the app or a package) that only one feature's chunk imports: that chunk. Without this a
 *   module only one route reaches stays in that route's file, which then imports the feature's chunk that imports
 *   it back: chunks in a cycle initialise in the wrong order.
 * Groups of higher priority (the entry, signed-in) take their modules first. The build fails on a cycle of chunks
 * (`chunkCycle` in scripts/first-load.ts, run by firstLoadBudget).
 */
function featureChunk(id: string, ctx: ChunkingContext): string | null {
  const known = featureChunks.of;
  if (featureChunks.ctx !== ctx) {
    featureChunks.ctx = ctx; // a new build: what was decided was for another graph
    known.clear();
    featureChunks.home = homeModules(ctx);
  }
  if (known.has(id)) return known.get(id)!;
  known.set(id, null); // while deciding: a cycle of importers decides nothing
  const info = ctx.getModuleInfo(id);
  const widget = WIDGET_MACHINES.exec(id);
  const feature = FEATURE_MODULE.exec(id)?.[1];
  let chunk: string | null = null;
  if (widget) chunk = `widget-${(widget[2] ?? widget[3] ?? widget[4])!.replace('collection', 'combobox')}`;
  else if (!info) chunk = null;
  else if (SCREEN_ROUTE.test(id)) chunk = pageFeature(id, ctx);
  else if (info.dynamicImporters.length > 0) chunk = null;
  else if (featureChunks.home.has(id)) chunk = null;
  else if (feature) chunk = `feature-${feature}`;
  else if (info.importers.length > 0) {
    const chunks = new Set(info.importers.map((i) => featureChunk(i, ctx)));
    chunk = chunks.size === 1 ? [...chunks][0]! : null;
  }
  known.set(id, chunk);
  return chunk;
}

/** Routes whose components are not code-split (see the router plugin below). */
const UNSPLIT_ROUTES = new Set<string>(['__root__', '/_guest', '/_guest/login']);

/**
 * Prints /login's first-load JavaScript once the build is written, and fails
 * the build (one line, exit code 1) when it passes its budget, or when chunks
 * import each other (scripts/first-load.ts).
 */
function firstLoadBudget(): Plugin {
  let verdict: { ok: boolean; line: string } | undefined;
  return {
    name: 'pauta-first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((o) =>
        o.type === 'chunk'
          ? [{ fileName: o.fileName, code: o.code, isEntry: o.isEntry, imports: o.imports, moduleIds: o.moduleIds }]
          : [],
      );
      if (!chunks.some((c) => c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')))) return; // not the app (e.g. the worker)
      const cycle = chunkCycle(chunks);
      verdict = cycle
        ? { ok: false, line: `chunks import each other: ${cycle.join(' → ')} (vite.config.ts, featureChunk)` }
        : budgetVerdict(firstLoad(chunks));
    },
    closeBundle() {
      if (!verdict) return;
      if (verdict.ok) console.log(verdict.line);
      else {
        console.error(`\x1b[31m✗ ${verdict.line}\x1b[39m`);
        process.exitCode = 1;
      }
      verdict = undefined;
    },
  };
}

export default defineConfig({
  plugins: [
    firstLoadBudget(),
    landingSite(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      codeSplittingOptions: {
        // The public pages are the first thing most people load, often on a slow phone: their
        // components ship with the entry (modulepreloaded in parallel with it) instead of in a second
        // round trip after it runs. Every screen behind sign-in stays split (issue 5: first load of /login).
        splitBehavior: ({ routeId }) => (UNSPLIT_ROUTES.has(routeId) ? [] : undefined),
      },
    }),
    react(),
    // Babel with the Lingui macro, on the modules that import one (scripts/lingui-macro.ts)
    linguiMacro(),
    lingui(),
    {
      // the English manifest beside the Spanish one vite-plugin-pwa writes (scripts/app-manifest.ts)
      name: 'pauta-manifest-en',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath('en').slice(1),
          source: JSON.stringify(appManifest('en')),
        });
      },
    },
    // each text file of the build also as .br and .gz, written once here and sent as they are by the server
    // (server/app.ts, serveStatic's `precompressed`) instead of compressing the same file again for every request
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
      algorithms: ['gzip', defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })],
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: appManifest('es'),
      // The icons are already matched by globPatterns; listing them again would
      // put favicon.svg twice in the precache manifest.
      includeManifestIcons: false,
      injectManifest: {
        // .mjs: the map's worker and the PDF worker (new Worker(url)); without them a map goes blank after an offline reload
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,json}'],
        // the browser fetches the large manifest icons itself when installing; the app never shows them
        // (and the install sheet's screenshots)
        globIgnores: ['icons/icon-512.png', 'icons/icon-maskable-512.png', 'screenshots/**'],
      },
    }),
  ],
  resolve: {
    // jsPDF's optional plugins (HTML and SVG rendering), never used: src/lib/jspdf-unused-plugins.ts
    alias: [
      { find: /^(html2canvas|canvg)$/, replacement: path.resolve('src/lib/jspdf-unused-plugins.ts') },
      // the browser's own Temporal where it has one; the polyfill only where it does not (src/lib/temporal-lazy.ts)
      { find: /^temporal-polyfill$/, replacement: path.resolve('src/lib/temporal-lazy.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': process.env.PAUTA_API_ORIGIN ?? 'http://localhost:4174',
    },
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // a group takes only the modules its test names, not everything they import
          includeDependenciesRecursively: false,
          groups: [
            // Everything the entry imports statically, in one file: over HTTP/1.1 (six connections per
            // host) each extra file of the first load costs a round trip; Rolldown would otherwise cut
            // the entry's dependencies into dozens of small shared chunks. The service worker's registration
            // (imported once the page has loaded) joins it: 3 KB, one file fewer on every page.
            { name: 'app', tags: ['$initial'], priority: 30 },
            { name: 'app', test: /[\\/]workbox-window[\\/]|virtual:pwa-register/, priority: 30 },
            // one file per feature for the screens behind sign-in (featureChunk)
            { name: featureChunk, priority: 5 },
            // the signed-in app's shared code, one file (see SIGNED_IN_MODULES)
            {
              name: 'signed-in',
              test: (id) =>
                (OVERLAY_MODULES.test(id) && !/anatomy/.test(id)) || SIGNED_IN_MODULES.some((m) => m.test(id)),
              priority: 10,
              includeDependenciesRecursively: true,
            },
          ],
        },
      },
    },
  },
});
