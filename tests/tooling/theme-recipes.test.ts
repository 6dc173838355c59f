/**
 * The styling system carries a slot recipe for every multi-part Chakra
 * component the app imports (src/app/theme.ts keeps only those, for bundle size): a
 * component added without its recipe would render unstyled or throw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from '@chakra-ui/react/theme';
import { RECIPES, SLOT_RECIPES, UNUSED_PALETTES, system } from '#src/app/theme.ts';
import { sourceFiles } from './source-files.ts';

/** Components whose recipe key is not their name in camelCase. */
const ALIASES: Record<string, string> = {
  Toaster: 'toast',
  ChakraTooltip: 'tooltip',
  ChakraTabs: 'tabs',
  IconButton: 'button',
  CloseButton: 'button',
  InputGroup: 'inputAddon',
};

/** Names imported from '@chakra-ui/react' anywhere in src (local aliases resolved to the imported name). */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, '../../src'))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('Pauta styling system', () => {
  it('has the recipe of every component the app imports', () => {
    const missing = [...chakraImports()]
      .map((name) => ALIASES[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => (key in allSlotRecipes && !(key in SLOT_RECIPES)) || (key in allRecipes && !(key in RECIPES)));
    expect(missing).toEqual([]);
  });

  it('leaves out only colour palettes no source file names', () => {
    const text = sourceFiles(path.resolve(import.meta.dirname, '../../src'))
      .filter((f) => !f.endsWith(path.join('app', 'theme.ts')))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const used = UNUSED_PALETTES.filter((name) => new RegExp(`['"\`{]${name}(['"\`.])`).test(text));
    expect(used).toEqual([]);
    expect(system.token('colors.teal.500', 'none')).toBe('none');
    expect(system.token('colors.red.500')).toBeTruthy();
  });

  it("keeps Chakra's single-part recipes and the brand palette", () => {
    expect(system.getRecipe('button')).toBeTruthy();
    expect(system.getSlotRecipe('dialog')).toBeTruthy();
    expect(system.getSlotRecipe('accordion')).toBeFalsy();
    expect(system.token('colors.brand.500')).toBe('#F5B800');
  });
});
