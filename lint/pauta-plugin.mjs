/**
 * Pauta's own lint rules (oxlint JS plugin, ESLint rule API): the boundaries
 * of ARCHITECTURE.md "Rules of thumb" 1–2 and README "Rules the tools enforce".
 *
 * - `pauta/zones`: imports flow one way through the zones of `src/`:
 *   `lib` → `domain` / `api` → `i18n` → `ui` → `sync` → `resource` (the
 *   resource kit) → `features` → `routes` / `app` (a zone imports its own and
 *   the zones before it; `domain` imports only `lib`, so the server can share
 *   it); a feature never imports another feature; `server/` imports only
 *   `src/api`, `src/domain` and `src/lib`; `sw/` only `src/lib`, `src/api`,
 *   `src/domain`, `src/sync`, the features' `mutations.ts` (or `mutations/`)
 *   and `src/app/mutations.ts` (the worker bundles the mutations). Tests and
 *   `testing/` helpers are exempt (they assemble the whole app).
 * - `pauta/screen-data-access`: screens — every file under `src/features/`
 *   but `api/`, `mutations.ts` / `mutations/`, `model/`, `testing/` and tests —
 *   never import dexie, dexie-react-hooks, ky, the API client, the account database, the
 *   transport, nor from `src/sync/` what hands them the engine, its database or
 *   the transport (`useSyncEngine`, `useOptionalSyncEngine`, `useLiveRows`,
 *   `useReadWith`, `openAccountDb`…), and never call `fetch`: they use their
 *   feature's `api/` hooks.
 * - `pauta/no-deep-relative`: no import climbs two or more folders
 *   (`../../`): `#src/...` / `#server/...` (package.json `imports`) instead.
 *
 * Import specifiers are resolved from relative paths and the `#src/` and
 * `#server/` aliases; bare package names are left to the rules above.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The rules' own fixtures (tests/tooling/lint.test.ts) stand for a repository of their own. */
const FIXTURES = 'lint/fixtures/';

/** Repository-relative path (posix) of an absolute path, fixtures seen from their own root. */
function repoPath(abs) {
  const rel = path.relative(ROOT, abs).split(path.sep).join('/');
  return rel.startsWith(FIXTURES) ? rel.slice(FIXTURES.length) : rel;
}

/** Rank of each zone of src/: a file may import zones of lower or equal rank (features: only its own). */
const RANK = {
  lib: 0,
  assets: 0,
  domain: 1,
  api: 1,
  locales: 1,
  i18n: 2,
  ui: 3,
  sync: 4,
  resource: 5,
  features: 6,
  routes: 7,
  app: 7,
};
const SERVER_MAY = new Set(['api', 'domain', 'lib']);
const SW_MAY = new Set(['lib', 'api', 'domain', 'sync', 'assets', 'locales']);

/** Repository-relative path (posix) of what `source` names from `file`, or null for a package. */
function resolveSource(file, source) {
  let abs;
  if (source.startsWith('#src/')) abs = path.join(ROOT, 'src', source.slice(5));
  else if (source.startsWith('#server/')) abs = path.join(ROOT, 'server', source.slice(8));
  else if (source.startsWith('.')) abs = path.resolve(path.dirname(file), source);
  else return null;
  return repoPath(abs);
}

/** Where a repository-relative path sits: { top, zone, feature }. */
function placeOf(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'src') return { top: parts[0], zone: null, feature: null };
  const zone = parts.length > 2 ? parts[1] : null; // src/main.tsx, src/routeTree.gen.ts: the app's entry
  return { top: 'src', zone, feature: zone === 'features' ? parts[2] : null };
}

const isTest = (rel) =>
  /\.test\.[cm]?[jt]sx?$/.test(rel) || /(^|\/)testing\//.test(rel) || rel.startsWith('src/ui/test-utils');

/** Visits every static and dynamic import and re-export of a file. */
function eachImport(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value, node),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node),
    ExportAllDeclaration: (node) => check(node, node.source.value, node),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, node),
  };
}

function fileOf(context) {
  return context.filename ?? context.getFilename();
}

/** Why `from` may not import `to` (null when it may). */
export function zoneViolation(from, to) {
  if (isTest(from)) return null;
  const a = placeOf(from);
  const b = placeOf(to);
  if (b.top !== 'src') return null;
  if (a.top === 'server') {
    return b.zone && !SERVER_MAY.has(b.zone)
      ? `server/ imports only src/api, src/domain and src/lib, not src/${b.zone}`
      : null;
  }
  if (a.top === 'sw') {
    if (!b.zone || SW_MAY.has(b.zone)) return null;
    if (b.zone === 'features' && /^src\/features\/[^/]+\/mutations(\.ts|\/)/.test(to)) return null;
    if (to === 'src/app/mutations.ts') return null;
    return `the service worker imports no src/${b.zone} (only lib, api, domain, sync and the mutations)`;
  }
  if (a.top !== 'src' || !a.zone || !b.zone) return null;
  if (a.zone === 'features' && b.zone === 'features') {
    return a.feature !== b.feature
      ? `feature "${a.feature}" imports feature "${b.feature}": move shared code to src/lib, src/ui, src/api, src/domain or src/sync`
      : null;
  }
  const ra = RANK[a.zone];
  const rb = RANK[b.zone];
  if (ra === undefined || rb === undefined) return null;
  if (a.zone === 'app' && b.zone === 'routes') return null; // the router mounts the route tree
  if (a.zone === 'domain' && b.zone !== 'domain' && b.zone !== 'lib')
    return `src/domain imports only src/lib (the server shares it), not src/${b.zone}`;
  if (rb > ra)
    return `src/${a.zone} may not import src/${b.zone} (zones: lib → domain/api → i18n → ui → sync → resource → features → routes/app)`;
  return null;
}

const zones = {
  meta: { type: 'problem', docs: { description: 'Imports flow one way through the zones of src/' } },
  create(context) {
    const file = fileOf(context);
    const from = repoPath(file);
    return eachImport((node, source) => {
      if (typeof source !== 'string') return;
      const to = resolveSource(file, source);
      if (!to) return;
      const why = zoneViolation(from, to);
      if (why) context.report({ node, message: `${why} (${source}).` });
    });
  },
};

/** True for a screen file (see module doc). */
export function isScreen(rel) {
  const m = /^src\/features\/[^/]+\/(.*)$/.exec(rel);
  if (!m || isTest(rel)) return false;
  const inner = m[1];
  return !(
    inner.startsWith('api/') ||
    inner.startsWith('model/') ||
    inner === 'mutations.ts' ||
    inner.startsWith('mutations/') ||
    inner.startsWith('testing/')
  );
}

const FORBIDDEN_PACKAGES = new Set(['dexie', 'dexie-react-hooks', 'ky']);
const FORBIDDEN_MODULES = new Set(['src/api/client.ts', 'src/sync/db.ts', 'src/sync/transport.ts']);
/** What src/sync/ exports that hands a screen the engine, its database or the transport (value imports). */
const SCREEN_FORBIDDEN_HOOKS = new Set([
  'useSyncEngine',
  'useOptionalSyncEngine',
  'useLiveRows',
  'useReadWith',
  'openAccountDb',
  'deleteAccountDb',
  'createSyncEngine',
  'PautaDb',
  'rememberRead',
  'recallRead',
]);
/** Globals whose `fetch` a screen may not call either (`window.fetch(…)`). */
const FETCH_OWNERS = new Set(['window', 'globalThis', 'self']);

const screenDataAccess = {
  meta: {
    type: 'problem',
    docs: { description: "Screens use their feature's api/ hooks, not Dexie, ky or the transport" },
  },
  create(context) {
    const file = fileOf(context);
    const rel = repoPath(file);
    if (!isScreen(rel)) return {};
    const hint = "screens read and write through their feature's api/ hooks";
    return {
      ...eachImport((node, source) => {
        if (typeof source !== 'string') return;
        if (FORBIDDEN_PACKAGES.has(source))
          return context.report({ node, message: `A screen imports ${source}: ${hint}.` });
        const to = resolveSource(file, source);
        if (to && FORBIDDEN_MODULES.has(to))
          return context.report({ node, message: `A screen imports ${to}: ${hint}.` });
        if (to?.startsWith('src/sync/') && node.type === 'ImportDeclaration' && node.importKind !== 'type') {
          for (const spec of node.specifiers ?? []) {
            if (
              spec.type === 'ImportSpecifier' &&
              spec.importKind !== 'type' &&
              SCREEN_FORBIDDEN_HOOKS.has(spec.imported?.name)
            )
              context.report({
                node: spec,
                message: `A screen takes the sync engine or its database (${spec.imported.name}): ${hint}.`,
              });
          }
        }
        return undefined;
      }),
      CallExpression(node) {
        const callee = node.callee;
        const isFetch =
          (callee.type === 'Identifier' && callee.name === 'fetch') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            FETCH_OWNERS.has(callee.object.name) &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'fetch');
        if (isFetch) context.report({ node, message: `A screen calls fetch: ${hint}.` });
      },
    };
  },
};

const noDeepRelative = {
  meta: { type: 'suggestion', docs: { description: 'No ../../ climbs: use the #src/ and #server/ aliases' } },
  create(context) {
    return eachImport((node, source) => {
      if (typeof source === 'string' && source.startsWith('../../'))
        context.report({ node, message: `Import climbs two or more folders (${source}): use #src/… or #server/….` });
    });
  },
};

export default {
  meta: { name: 'pauta' },
  rules: { zones, 'screen-data-access': screenDataAccess, 'no-deep-relative': noDeepRelative },
};
