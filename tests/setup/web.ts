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
import * as workerThreads from 'node:worker_threads';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

/** Longest a `waitFor` / `findBy*` keeps trying (ms). */
export const ASYNC_UTIL_TIMEOUT_MS = 15_000;

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// each file runs in its own VM context (pool vmThreads, vitest.config.ts), whose globals are happy-dom's window:
// BroadcastChannel (the outbox's announcements, Dexie's live queries across contexts) and MessageChannel (the
// service worker's drain answer) come from Node, as in a worker of the other pools
globalThis.BroadcastChannel ??= workerThreads.BroadcastChannel as unknown as typeof BroadcastChannel;
globalThis.MessageChannel ??= workerThreads.MessageChannel as unknown as typeof MessageChannel;
globalThis.MessagePort ??= workerThreads.MessagePort as unknown as typeof MessagePort;

afterEach(() => {
  cleanup();
});
