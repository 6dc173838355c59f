/**
 * Set-up of the `web` Vitest project (happy-dom), run before each test file.
 *
 * Tests wait on state, never on a wall-clock budget: Testing Library's
 * `waitFor` / `findBy*` give up after `asyncUtilTimeout` (1 s by default,
 * which a machine shared with a build or another test run easily exceeds).
 * Here it is a safety limit well above any real wait — a passing test never
 * waits for it, a broken one fails after it — and below the project's
 * `testTimeout`, so a stuck wait reports what it was waiting for.
 *
 * Vitest runs without globals, so Testing Library cannot register its own clean-up: it is registered here, and
 * every rendered tree is unmounted after its test — no React work is left to run once the file's environment is
 * torn down (which surfaced as an unhandled "window is not defined" on a busy machine).
 */
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

/** Longest a `waitFor` / `findBy*` keeps trying (ms). */
export const ASYNC_UTIL_TIMEOUT_MS = 15_000;

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

afterEach(() => {
  cleanup();
});
