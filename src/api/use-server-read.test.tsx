/**
 * useServerRead: states, and answers kept on the device (`persist`): shown
 * with `storedAt` when a later read gets no answer — also from another
 * engine on the same account database (a reload) — never on a refusal, and
 * never without `persist`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SyncEngineProvider, type SyncEngine } from '../sync/index.ts';
import { createFakeApi, fakeClock, nextAccountId, testEngine } from '../sync/testing/fixtures.ts';
import { ApiError, networkError } from './errors.ts';
import { useServerRead, type ServerReadOptions } from './use-server-read.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

/** A new engine (a new tab or a reload) on `accountId`'s database. */
function wrapperFor(accountId: string) {
  const { engine } = testEngine({ accountId, api: createFakeApi(), clock: fakeClock() });
  engines.push(engine);
  return {
    engine,
    wrapper: ({ children }: { children: ReactNode }) => (
      <SyncEngineProvider engine={engine}>{children}</SyncEngineProvider>
    ),
  };
}

const offline = () => Promise.reject(networkError(new TypeError('Failed to fetch')));
const refused = () => Promise.reject(new ApiError({ type: 'forbidden', status: 403, message: 'Not yours' }));

function read(
  load: () => Promise<unknown>,
  wrapper: ReturnType<typeof wrapperFor>['wrapper'],
  options?: ServerReadOptions,
) {
  return renderHook(() => useServerRead(load, 'k', options), { wrapper });
}

describe('useServerRead', () => {
  it('loads, then is ready with the answer; offline or refused without a kept answer', async () => {
    const { wrapper } = wrapperFor(nextAccountId());
    const ok = read(() => Promise.resolve({ n: 1 }), wrapper);
    expect(ok.result.current.state).toBe('loading');
    await waitFor(() => expect(ok.result.current).toMatchObject({ state: 'ready', value: { n: 1 } }));
    expect((ok.result.current as { storedAt?: number }).storedAt).toBeUndefined();
    const off = read(offline, wrapper, { persist: 'never-read' });
    await waitFor(() => expect(off.result.current.state).toBe('offline'));
    const no = read(refused, wrapper);
    await waitFor(() => expect(no.result.current).toMatchObject({ state: 'error', message: 'Not yours' }));
  });

  it('after a reload with no connection, shows the answer kept on the device and when it was loaded', async () => {
    const accountId = nextAccountId();
    const first = wrapperFor(accountId);
    const before = Date.now();
    const online = read(() => Promise.resolve({ comments: ['Listo'] }), first.wrapper, { persist: 'thread:9' });
    await waitFor(() => expect(online.result.current.state).toBe('ready'));
    await waitFor(async () => expect(await first.engine.db.serverReads.get('read:thread:9')).toBeDefined());
    online.unmount();

    const again = wrapperFor(accountId);
    const later = read(offline, again.wrapper, { persist: 'thread:9' });
    await waitFor(() => expect(later.result.current).toMatchObject({ state: 'ready', value: { comments: ['Listo'] } }));
    const storedAt = (later.result.current as { storedAt?: number }).storedAt!;
    expect(storedAt).toBeGreaterThanOrEqual(before);
    expect(storedAt).toBeLessThanOrEqual(Date.now());
  });

  it('a refusal never shows a kept answer, and a read without `persist` keeps nothing', async () => {
    const { engine, wrapper } = wrapperFor(nextAccountId());
    const online = read(() => Promise.resolve('v1'), wrapper, { persist: 'unit:3' });
    await waitFor(() => expect(online.result.current.state).toBe('ready'));
    await waitFor(async () => expect(await engine.db.serverReads.count()).toBe(1));
    const no = read(refused, wrapper, { persist: 'unit:3' });
    await waitFor(() => expect(no.result.current.state).toBe('error'));

    const plain = read(() => Promise.resolve('v2'), wrapper);
    await waitFor(() => expect(plain.result.current.state).toBe('ready'));
    expect(await engine.db.serverReads.count()).toBe(1);
  });
});
