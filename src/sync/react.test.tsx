/** React bindings: status, live rows and freshness follow the engine's database. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SyncEngine } from './engine.ts';
import type { WritableStatusStore } from './status.ts';
import { SyncEngineProvider, useFreshness, useLiveRows, useSyncEngine, useSyncStatus } from './react.ts';
import { createFakeApi } from './testing/fake-api.ts';
import { fakeClock, nextAccountId, routeRow, testEngine } from './testing/fixtures.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

function setup() {
  const { engine } = testEngine({ accountId: nextAccountId(), api: createFakeApi(), clock: fakeClock() });
  engines.push(engine);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SyncEngineProvider engine={engine}>{children}</SyncEngineProvider>
  );
  return { engine, wrapper };
}

describe('sync react bindings', () => {
  it('useSyncEngine needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSyncEngine())).toThrow(/SyncEngineProvider/);
    vi.restoreAllMocks();
  });

  it('useSyncStatus re-renders on status changes', async () => {
    const { engine, wrapper } = setup();
    const { result } = renderHook(() => useSyncStatus(), { wrapper });
    expect(result.current.paused).toBeNull();
    act(() => engine.pause());
    await waitFor(() => expect(result.current.paused).toBe('user'));
  });

  it('useSyncStatus renders a burst of status changes once per frame', async () => {
    const { engine, wrapper } = setup();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        return useSyncStatus();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.online).toBe(true));
    const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    flag.IS_REACT_ACT_ENVIRONMENT = false; // changes arrive as a drain makes them: one per microtask, outside act()
    try {
      const before = renders;
      for (let i = 0; i < 40; i++) {
        if (i % 2) engine.resume();
        else engine.pause();
        await Promise.resolve();
      }
      await waitFor(() => expect(result.current.paused).toBeNull());
      expect(renders - before).toBeLessThanOrEqual(3);
    } finally {
      flag.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('useSyncStatus with a selector re-renders only when the selected value changes', async () => {
    const { engine, wrapper } = setup();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        return useSyncStatus((s) => s.online);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(true));
    const before = renders;
    act(() => engine.pause());
    await waitFor(() => expect(engine.status.getSnapshot().paused).toBe('user'));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    expect(renders).toBe(before); // paused changed, online did not
    act(() => (engine.status as WritableStatusStore).set({ online: false })); // what the engine does on 'offline'
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('useLiveRows follows the mirror', async () => {
    const { engine, wrapper } = setup();
    const { result } = renderHook(
      () => useLiveRows((db) => db.routes.where('status').equals('pending').count(), [], -1),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(0));
    await act(async () => {
      await engine.db.routes.bulkPut([routeRow(1), routeRow(2)]);
    });
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('useFreshness reads the last complete pull', async () => {
    const { engine, wrapper } = setup();
    const { result } = renderHook(() => useFreshness('routes'), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ lastPulledAt: null, stale: true }));
    const at = Date.now() - 1000;
    await act(async () => {
      await engine.db.syncState.put({ collection: 'routes', lastPulledAt: at });
    });
    await waitFor(() => expect(result.current).toEqual({ lastPulledAt: at, stale: false }));
    await act(async () => {
      await engine.db.syncState.put({ collection: 'routes', lastPulledAt: at - 3_600_000 });
    });
    await waitFor(() => expect(result.current.stale).toBe(true));
  });
});
