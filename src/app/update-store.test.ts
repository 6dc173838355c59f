/** applyUpdate (update-store.ts): Reload asks the waiting worker until it takes over, then reloads once. */
import { describe, expect, it, vi } from 'vitest';
import { isUpdateChosen } from '../lib/update-handover.ts';
import { UPDATE_CHOSEN } from '../lib/worker-messages.ts';
import {
  applyUpdate,
  updateTaken,
  type TakenHost,
  UPDATE_GIVE_UP_MS,
  UPDATE_REASK_MS,
  UPDATE_RELOAD_RETRY_MS,
  type UpdateHost,
} from './update-store.ts';

function fakeHost() {
  const listeners: (() => void)[] = [];
  let interval: (() => void) | undefined;
  let giveUpTimer: (() => void) | undefined;
  const retries: (() => void)[] = [];
  const controller = { postMessage: vi.fn() };
  const host: UpdateHost = {
    serviceWorker: {
      addEventListener: ((type: string, fn: () => void) => {
        if (type === 'controllerchange') listeners.push(fn);
      }) as ServiceWorkerContainer['addEventListener'],
      controller: controller as unknown as ServiceWorker,
    },
    reload: vi.fn(),
    setInterval: (fn, ms) => {
      expect(ms).toBe(UPDATE_REASK_MS);
      interval = fn;
    },
    setTimeout: (fn, ms) => {
      expect([UPDATE_GIVE_UP_MS, UPDATE_RELOAD_RETRY_MS]).toContain(ms);
      if (ms === UPDATE_GIVE_UP_MS) giveUpTimer = fn;
      else retries.push(fn);
    },
  };
  return {
    host,
    controller,
    takeOver: () => listeners.forEach((l) => l()),
    tick: () => interval?.(),
    giveUp: () => giveUpTimer?.(),
    /** Runs the reload retries due so far (each may schedule the next). */
    retry: () => retries.splice(0).forEach((r) => r()),
  };
}

describe('applyUpdate', () => {
  it('asks the waiting worker to take over and reloads when it does', () => {
    const { host, takeOver } = fakeHost();
    const update = vi.fn(async () => {});
    applyUpdate(update, host);
    expect(update).toHaveBeenCalledWith(true);
    expect(host.reload).not.toHaveBeenCalled();
    takeOver();
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('asks again while no worker has taken over, and stops asking once one has', () => {
    const { host, takeOver, tick } = fakeHost();
    const update = vi.fn(async () => {});
    applyUpdate(update, host);
    tick();
    tick();
    expect(update).toHaveBeenCalledTimes(3);
    takeOver();
    tick();
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('tells the active worker once, and marks the page as leaving so it sends that worker nothing more', () => {
    const { host, controller, tick } = fakeHost();
    applyUpdate(async () => {}, host);
    expect(controller.postMessage).toHaveBeenCalledWith({ type: UPDATE_CHOSEN });
    expect(isUpdateChosen()).toBe(true);
    // a second message would be an event that starts the old worker again once Chromium stopped it
    tick();
    tick();
    expect(controller.postMessage).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when no worker takes over in time, and only once', () => {
    const { host, takeOver, giveUp } = fakeHost();
    applyUpdate(async () => {}, host);
    giveUp();
    takeOver();
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again while the page is still there after its reload (a navigation lost in the switch)', () => {
    const { host, takeOver, retry } = fakeHost();
    applyUpdate(async () => {}, host);
    retry();
    expect(host.reload).not.toHaveBeenCalled();
    takeOver();
    expect(host.reload).toHaveBeenCalledTimes(1);
    retry();
    expect(host.reload).toHaveBeenCalledTimes(2);
    retry();
    expect(host.reload).toHaveBeenCalledTimes(3);
  });

  it('without a service worker container, the give-up still reloads', () => {
    const { host, giveUp } = fakeHost();
    applyUpdate(async () => {}, { ...host, serviceWorker: undefined });
    giveUp();
    expect(host.reload).toHaveBeenCalledTimes(1);
  });
});

const takenHost = (over: Partial<TakenHost>): TakenHost => ({
  chosenHere: () => false,
  unsaved: () => false,
  reload: vi.fn(),
  ...over,
});

describe('updateTaken (another page chose the update; the new worker now controls this one)', () => {
  const host = takenHost;

  it('reloads a page without unsaved input at once', () => {
    const h = host({});
    updateTaken(h);
    expect(h.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a page with unsaved input as it is (its prompt asks first)', () => {
    const h = host({ unsaved: () => true });
    updateTaken(h);
    expect(h.reload).not.toHaveBeenCalled();
  });

  it('leaves the page that chose to applyUpdate, which reloads it', () => {
    const h = host({ chosenHere: () => true });
    updateTaken(h);
    expect(h.reload).not.toHaveBeenCalled();
  });
});
