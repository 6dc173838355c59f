/**
 * Pauta's own lint rules (oxlint JS plugin, ESLint rule API).
 *
 * - `pauta/feature-boundaries`: a file under src/features/<a>/ may not import
 *   from src/features/<b>/ (ARCHITECTURE.md rule 2: features do not import
 *   each other; shared code lives in lib, ui, api, sync).
 */
import path from 'node:path';

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

const featureBoundaries = {
  meta: { type: 'problem', docs: { description: 'Features do not import each other' } },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const own = FEATURE.exec(file)?.[1];
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source) + path.sep;
      const other = FEATURE.exec(target)?.[1];
      if (other && other !== own) {
        context.report({
          node,
          message: `Feature "${own}" imports feature "${other}" (${source}); move shared code to src/lib, src/ui, src/api or src/sync.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'pauta' }, rules: { 'feature-boundaries': featureBoundaries } };
