/**
 * Vitest: `server` project (Node, reference server against a real PGlite) and
 * `web` project (happy-dom + fake-indexeddb, the app's modules).
 */
import { configDefaults, defineConfig } from 'vitest/config';
import { chakraAliases } from './tests/setup/prebundle.ts';
import { linguiMacro } from './scripts/lingui-macro.ts';
import ServerLastSequencer from './tests/setup/sequencer.ts';

/**
 * Web tests that hand bytes between Node's realm and the page's (sharp's Buffer into jsPDF, jsPDF's bytes into
 * happy-dom's Blob, pdf.js reading them back): in a VM context those are two realms, and the Blob holds the text
 * "[object ArrayBuffer]" instead of the PDF. They run in the `forks` pool, one process per file.
 */
const NEEDS_NODE_REALM = ['src/features/sales/model/photographic-pdf.test.ts'];

/**
 * The pure rules' tests (ARCHITECTURE.md rule 5: `model/` files and `src/domain/` have no React and no I/O; the API
 * contract is valibot schemas): no DOM, no IndexedDB, so they run in Node with shared modules (`rules` project),
 * without a happy-dom context and the web set-up's Testing Library and React for each file. Those 27 files took
 * 8.0–8.5 s as web files and 3.2–3.5 s here (issue 21, the suite's own time). A rule's test that needs the DOM
 * fails here with "document is not defined": the DOM belongs in a component, not in the rule.
 */
const PURE_RULES = ['src/domain/**/*.test.ts', 'src/features/**/model/**/*.test.ts', 'src/api/contract/**/*.test.ts'];

const webProject = {
  // Chakra as one bundled module: each web file evaluates its imports in its own VM context, and Chakra's ~1,500
  // small modules cost ~1.5 s a file against ~0.4 s bundled (tests/setup/prebundle.ts)
  resolve: { alias: chakraAliases() },
  // Lingui macros in components need the same babel plugin as the app build (STACK.md)
  plugins: [linguiMacro()],
  test: {
    environment: 'happy-dom' as const,
    include: ['src/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/web.ts'],
    // safety limits, not speed targets: a test waits on state (tests/setup/web.ts) and these only end a stuck one;
    // two files run at once on two cores, and the machine may be busy with a build
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    // two test files at a time on the 2-core CI machine (Vitest's default is cores - 1 = one): most server files
    // spend their time seeding PGlite, which runs on its own core
    maxWorkers: 2,
    // the server project's files last, so the others run while its seeded template is built (tests/setup/sequencer.ts)
    sequence: { sequencer: ServerLastSequencer },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // one migrated, seeded database for the run; each file starts from its dump (server/tests/seed-template.ts)
          globalSetup: ['server/tests/seed-template.ts'],
          include: ['server/**/*.test.ts', 'tests/tooling/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          // the files of a worker share its modules: each file starts its own server on its own database, and no
          // server module keeps state between apps, so re-importing the server (~3 s a file) bought nothing;
          // on this machine the project took 143 s instead of 249 s. (Web files stay isolated, each in its own context:
          // their modules capture the DOM of the file that first imports them.)
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          exclude: [...configDefaults.exclude, ...NEEDS_NODE_REALM, ...PURE_RULES],
          // each file in its own VM context of a reused worker: as isolated as a fresh process (no DOM or module
          // is shared between files) for less start-up; on this machine 126 s instead of 190 s for the project
          pool: 'vmThreads',
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web-forks', include: NEEDS_NODE_REALM, pool: 'forks' },
      },
      {
        // the Lingui macro (`msg`) in the rules' messages needs the app build's babel plugin too
        plugins: webProject.plugins,
        test: {
          name: 'rules',
          environment: 'node',
          include: PURE_RULES,
          exclude: [...configDefaults.exclude, ...NEEDS_NODE_REALM],
          // no DOM to capture and no module state between them: the files of a worker share its modules
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
