/**
 * Every screen of the spec is routed (issue 20 "a route test asserts all 130 screens of routes.tsv are routed"):
 * each path of ../shared/spec/routes.tsv (or PAUTA_SPEC_DIR) is a path of the app's router (src/routeTree.gen.ts,
 * scripts/screen-paths.ts), `{param}` matching any `$param` and an optional `{param?}` segment either present or
 * absent. The public pages are also prerendered (src/lib/landing-paths.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '#scripts/screen-paths.ts';
import { LANDING_PAGES } from '#src/lib/landing-paths.ts';

const specDir = process.env.PAUTA_SPEC_DIR ?? path.resolve(import.meta.dirname, '../../../shared/spec');

/** The spec's screen paths, once each. */
function specScreens(): string[] {
  const file = path.join(specDir, 'routes.tsv');
  if (!fs.existsSync(file)) throw new Error(`spec screen table not found at ${file}; set PAUTA_SPEC_DIR`);
  const rows = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1);
  return [...new Set(rows.map((l) => l.split('\t')[1]!))];
}

/** A path with every parameter written `{}` and no trailing slash (`/` stays). */
const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '') || '/';

/** The shapes a spec path may be routed as: each optional segment present (as a parameter) or left out. */
export function expansions(specPath: string): string[] {
  let out = [''];
  for (const seg of specPath.split('/').slice(1)) {
    const optional = /^\{[^}]+\?\}$/.test(seg);
    out = out.flatMap((p) => (optional ? [`${p}/{}`, p] : [`${p}/${seg}`]));
  }
  return out.map((p) => shape(p || '/'));
}

describe('screens of the spec', () => {
  it('are all routed', () => {
    const routed = new Set([...screenPaths()].map((p) => shape(p.replace(/\$\w+/g, '{}'))));
    const screens = specScreens();
    expect(screens.length).toBeGreaterThanOrEqual(130);
    expect(screens.filter((s) => !expansions(s).some((e) => routed.has(e)))).toEqual([]);
  });

  it('include the public pages, which the build prerenders', () => {
    expect(
      specScreens()
        .filter((s) => Object.hasOwn(LANDING_PAGES, s))
        .toSorted(),
    ).toEqual(Object.keys(LANDING_PAGES).toSorted());
  });

  it('expand optional segments both ways', () => {
    expect(expansions('/dashboard/campaigns/{type}/{id?}/detail')).toEqual([
      '/dashboard/campaigns/{}/{}/detail',
      '/dashboard/campaigns/{}/detail',
    ]);
    expect(expansions('/')).toEqual(['/']);
  });
});
