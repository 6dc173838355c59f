/**
 * The read primitive and typed mutations: `useRead` keyed by endpoint and
 * input, kept answers on the device, refusals never hidden, invalidation
 * declared on mutations; `useMutation`, `usePending`/`pendingOf` and former
 * names.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import type { SyncEngine } from './engine.ts';
import { createRegistry, defineMutation } from './mutations.ts';
import { pendingOf } from './pending.ts';
import { SyncEngineProvider, useMutation, usePending } from './react.ts';
import { useRead } from './reads.ts';
import { createFakeApi, httpError, offline, type FakeApi } from './testing/fake-api.ts';
import { fakeClock, nextAccountId, routeRow, testEngine } from './testing/fixtures.ts';
import { finishRoute, sampleMutations, showRouteEndpoint } from './testing/sample-mutations.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  cleanup(); // unmount before the engines stop
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

/** Announces the invalidation of `test.routes.show` when acknowledged. */
const renameRoute = defineMutation({
  endpoint: showRouteEndpoint,
  name: 'test.renameRoute',
  formerNames: ['route.rename'],
  args: v.object({ routeId: v.number(), title: v.pipe(v.string(), v.trim(), v.nonEmpty()) }),
  tables: [],
  invalidates: [showRouteEndpoint],
  optimistic: async () => {},
  request: (args) => ({ endpoint: showRouteEndpoint, input: { params: { id: args.routeId } } }),
  describe: (a) => ({ es: `Renombrar ${a.title}`, en: `Rename ${a.title}` }),
});

function setup(api: FakeApi = createFakeApi(), accountId = nextAccountId()) {
  const { engine } = testEngine({ accountId, api, clock: fakeClock(), mutations: [...sampleMutations, renameRoute] });
  engines.push(engine);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SyncEngineProvider engine={engine}>{children}</SyncEngineProvider>
  );
  return { engine, wrapper, api, accountId };
}

const route = (id: number, title = `Route ${id}`) => ({ data: routeRow(id, { technician: { id: 7, name: title } }) });

describe('useRead', () => {
  it('reads the endpoint with its input and gives the answer', async () => {
    const { wrapper, api } = setup();
    api.on('test.routes.show', (input) => route(Number(input.params?.id)));
    const { result } = renderHook(() => useRead(showRouteEndpoint, { params: { id: 7 } }), { wrapper });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.value?.data.id).toBe(7);
    expect(result.current.kept).toBe(false);
    expect(api.callsTo('test.routes.show')[0]?.input.params).toEqual({ id: 7 });
  });

  it('says offline when there is no answer and nothing kept, and reads again on retry', async () => {
    const { wrapper, api } = setup();
    api.script('test.routes.show', offline());
    api.on('test.routes.show', () => route(1));
    const { result } = renderHook(() => useRead(showRouteEndpoint, { params: { id: 1 } }), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('offline'));
    expect(result.current.value).toBeUndefined();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toBe('ready'));
  });

  it('shows a kept answer after a reload with no connection, saying from when; never over a refusal', async () => {
    const first = setup();
    first.api.on('test.routes.show', () => route(3, 'Kept title'));
    const a = renderHook(() => useRead(showRouteEndpoint, { params: { id: 3 } }, { keep: true }), {
      wrapper: first.wrapper,
    });
    await waitFor(() => expect(a.result.current.state).toBe('ready'));
    const readAt = a.result.current.at;
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBe(1));
    a.unmount();

    // a reload: a new engine on the same account database, and no connection
    const api = createFakeApi();
    api.script('test.routes.show', offline());
    const second = setup(api, first.accountId);
    const b = renderHook(() => useRead(showRouteEndpoint, { params: { id: 3 } }, { keep: true }), {
      wrapper: second.wrapper,
    });
    await waitFor(() => expect(b.result.current.state).toBe('ready'));
    await waitFor(() => expect(b.result.current.refreshing).toBe(false));
    expect(b.result.current.value?.data.technician?.name).toBe('Kept title');
    expect(b.result.current.kept).toBe(true);
    expect(b.result.current.at).toBe(readAt);
    b.unmount();

    // refused now: the kept answer is not shown as current
    const api3 = createFakeApi();
    api3.script('test.routes.show', httpError(403, 'This route is no longer yours.'));
    const third = setup(api3, first.accountId);
    const c = renderHook(() => useRead(showRouteEndpoint, { params: { id: 3 } }, { keep: true }), {
      wrapper: third.wrapper,
    });
    await waitFor(() => expect(c.result.current.state).toBe('error'));
    expect(c.result.current.message).toBe('This route is no longer yours.');
    expect(c.result.current.status).toBe(403);
  });

  it('does not keep answers unless asked', async () => {
    const { wrapper, api, engine } = setup();
    api.on('test.routes.show', () => route(4));
    const { result } = renderHook(() => useRead(showRouteEndpoint, { params: { id: 4 } }), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(await engine.db.serverReads.count()).toBe(0);
  });

  it('reads again when a mutation that invalidates the endpoint is acknowledged', async () => {
    const { wrapper, api } = setup();
    let title = 'Before';
    api.on('test.routes.show', () => route(5, title));
    const { result } = renderHook(
      () => ({ read: useRead(showRouteEndpoint, { params: { id: 5 } }), rename: useMutation(renameRoute) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.read.value?.data.technician?.name).toBe('Before'));
    title = 'After';
    await act(() => result.current.rename({ routeId: 5, title: ' After ' }));
    await waitFor(() => expect(result.current.read.value?.data.technician?.name).toBe('After'));
  });
});

describe('typed mutations', () => {
  it('are named after their endpoint unless they pick among several', () => {
    const named = defineMutation({
      endpoint: showRouteEndpoint,
      args: v.object({}),
      tables: [],
      optimistic: async () => {},
      request: () => ({ endpoint: showRouteEndpoint, input: { params: { id: 1 } } }),
      describe: () => ({ es: '', en: '' }),
    });
    expect(named.name).toBe('test.routes.show');
    expect(named.formerNames).toEqual([]);
    expect(renameRoute.name).toBe('test.renameRoute');
  });

  it('resolve entries stored under a former name, and refuse a name used twice', () => {
    const registry = createRegistry([renameRoute]);
    expect(registry.get('route.rename')).toBe(renameRoute);
    expect(() =>
      createRegistry([renameRoute, { ...renameRoute, name: 'other', formerNames: ['test.renameRoute'] }]),
    ).toThrow(/defined twice/);
  });

  it('usePending lists the entries of one mutation, typed, under current and former names', async () => {
    const api = createFakeApi();
    api.script('test.routes.finish', offline(), offline(), offline());
    const { wrapper, engine } = setup(api);
    await engine.db.routes.put(routeRow(9));
    await engine.db.outbox.add({
      id: 'old-entry',
      name: 'route.rename',
      args: { routeId: 9, title: 'Old name' },
      status: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 1,
      blobIds: [],
      error: { status: 422, message: 'The title is taken.' },
    });
    const { result } = renderHook(() => ({ pending: usePending(renameRoute), finish: useMutation(finishRoute) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.pending).toHaveLength(1));
    const [entry] = result.current.pending;
    expect(entry?.args.title).toBe('Old name');
    expect(entry?.state).toBe('refused');
    expect(entry?.message).toBe('The title is taken.');
    await act(() => result.current.finish({ routeId: 9, finishedAt: '2026-11-20T12:00:00.000Z' }));
    const all = await engine.db.outbox.toArray();
    expect(pendingOf(finishRoute, all).map((p) => p.args.routeId)).toEqual([9]);
    expect(pendingOf(renameRoute, all)).toHaveLength(1);
  });
});
