/**
 * Chakra UI as one bundled module for the `web` Vitest projects (vitest.config.ts; issue 21, the suite's own time).
 *
 * Why: each web test file runs in its own VM context (pool `vmThreads`), so every file evaluates its imports
 * again. `@chakra-ui/react` is ~500 files of its own plus ~960 of `@ark-ui/react` and 77 `@zag-js` packages: importing
 * it cost ~1.5 s per test file, in Node as in Vitest, mostly resolving, reading and linking small modules. Bundled
 * into one module (with a shared chunk for `@chakra-ui/react/theme`) it costs ~0.4 s. Measured with
 * `npx vitest run --project web` on this 2-core machine: 145.7 s → 127.1 s (import 105.3 → 74.2 s summed over the
 * workers), 625 tests passing in both.
 *
 * What is bundled: Chakra with its own dependencies (Ark UI, Zag, its Emotion helpers). What is not: React, React
 * DOM and `@emotion/react` (Chakra's peers), so the tests and Chakra share one React and one Emotion cache, as in the
 * app. The app's own build (Vite) does not use this; only the tests' module resolution does.
 *
 * The bundle lives under `node_modules/.cache/pauta-vitest/`, so Vitest loads it as an external dependency (as it
 * loaded Chakra's files), named by a hash of the bundled packages' versions and this file's options: an install of
 * another Chakra version builds a new one (~1 s, esbuild), an unchanged install reuses it. It is written to a temporary
 * directory and renamed into place, so two runs starting at once never read half a bundle.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/** The module specifiers the tests import, and the entry file (in the bundle's directory) each one becomes. */
const ENTRIES: Record<string, string> = {
  '@chakra-ui/react': 'react.js',
  '@chakra-ui/react/theme': 'theme.js',
};

/** Chakra's peers and React: imported from node_modules by the bundle, so every test shares one copy. */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/react', '@emotion/react/*'];

/** Packages whose installed versions name the bundle. */
const VERSIONED = ['@chakra-ui/react', '@ark-ui/react', 'esbuild'];

/** A Vite `resolve.alias` entry. */
export interface ExactAlias {
  find: RegExp;
  replacement: string;
}

function installedVersion(name: string): string {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** esbuild options of the bundle written into `outdir` from the entry files in `entryDir`. */
function buildOptions(entryDir: string, outdir: string): BuildOptions {
  return {
    entryPoints: Object.values(ENTRIES).map((file) => path.join(entryDir, file)),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'module', 'default'],
    outExtension: { '.js': '.mjs' },
    external: EXTERNAL,
    absWorkingDir: root,
    logLevel: 'warning',
  };
}

/**
 * Builds the bundle when it is missing and returns the aliases that point the tests' imports of Chakra at it.
 * @param cacheDir where bundles are kept (default `node_modules/.cache/pauta-vitest`; it must be under a
 *   `node_modules` folder for Vitest to load it as an external dependency)
 * @returns one exact-match alias per entry of {@link ENTRIES}; `[]` (Chakra's own files, slower) when the bundle
 *   cannot be built, after a warning on stderr — the tests then run as before
 */
export function chakraAliases(cacheDir = path.join(root, 'node_modules/.cache/pauta-vitest')): ExactAlias[] {
  try {
    const key = crypto
      .createHash('sha256')
      .update(JSON.stringify({ versions: VERSIONED.map(installedVersion), entries: ENTRIES, external: EXTERNAL }))
      .digest('hex')
      .slice(0, 16);
    const dir = path.join(cacheDir, `chakra-${key}`);
    if (!fs.existsSync(dir)) {
      fs.mkdirSync(cacheDir, { recursive: true });
      const tmp = fs.mkdtempSync(path.join(cacheDir, 'building-'));
      try {
        for (const [specifier, file] of Object.entries(ENTRIES))
          fs.writeFileSync(path.join(tmp, file), `export * from '${specifier}';\n`);
        buildSync(buildOptions(tmp, path.join(tmp, 'out')));
        try {
          fs.renameSync(path.join(tmp, 'out'), dir);
        } catch (error) {
          // another run renamed the same bundle into place first
          if (!fs.existsSync(dir)) throw error;
        }
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }
    return Object.entries(ENTRIES).map(([specifier, file]) => ({
      find: new RegExp(`^${escapeRegExp(specifier)}$`),
      replacement: path.join(dir, file.replace(/\.js$/, '.mjs')),
    }));
  } catch (error) {
    console.warn(`tests/setup/prebundle.ts: Chakra is not bundled for the tests (${String(error)}); they run slower.`);
    return [];
  }
}
