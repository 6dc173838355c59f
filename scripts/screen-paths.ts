/**
 * The paths the app's router serves, read from the generated route tree
 * (src/routeTree.gen.ts, `FileRoutesByTo`: one key per navigable path, no
 * trailing slash). For Node-side checks (unit tests, e2e) of
 * `visibleEntries(profile, hasScreen)` (src/app/navigation.ts) without
 * loading the screens themselves; the app asks its router instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TREE = path.resolve(import.meta.dirname, '../src/routeTree.gen.ts');

/** Every path of `FileRoutesByTo` (e.g. `/dashboard/units`, `/dashboard/units/$id/edit`). */
export function screenPaths(): Set<string> {
  const source = readFileSync(TREE, 'utf8');
  const block = /export interface FileRoutesByTo \{([\s\S]*?)\n\}/.exec(source);
  if (!block) throw new Error(`FileRoutesByTo not found in ${TREE}`);
  return new Set([...block[1]!.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!));
}

/** `hasScreen` for `visibleEntries`: true for a path the router serves. */
export function hasScreen(): (to: string) => boolean {
  const paths = screenPaths();
  return (to) => paths.has(to);
}
