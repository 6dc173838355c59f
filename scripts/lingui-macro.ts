/**
 * The Lingui macro transform (`msg`, `t`, `<Trans>`; STACK.md "Lingui macros under Vite 8"), shared by the app's
 * build (vite.config.ts) and the tests (vitest.config.ts).
 *
 * Babel runs only on the modules whose source imports a macro (`@lingui/core/macro`, `@lingui/react/macro`): the
 * plugin's hook filter skips the others before Babel parses them. 237 of the 892 modules under src/ import one; Babel
 * parsing and printing every module was the largest transform in the build (7.1 s, 852 calls) and in the tests.
 */
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/** A source that imports a Lingui macro. */
export const IMPORTS_A_MACRO = /@lingui\/(?:core|react)\/macro/;

/** `@rolldown/plugin-babel` with the Lingui macro plugin, for the modules that import a macro only. */
export function linguiMacro(): ReturnType<typeof babel> {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { code: IMPORTS_A_MACRO } },
      }),
    ],
  });
}
