/** update-handover.ts: which pages keep off the old service worker while a new one takes over. */
import { describe, expect, it, vi } from 'vitest';
import {
  HANDOVER_MS,
  isHandingOver,
  isUpdateChosen,
  listenForHandover,
  markUpdateChosen,
  UPDATE_CHANNEL,
} from './update-handover.ts';

describe('the worker hand-over', () => {
  it("keeps this page off the old worker once another page chose, until the new one controls it or time's up", async () => {
    let now = 1_000;
    const serviceWorker = new EventTarget();
    const stop = listenForHandover(serviceWorker, () => now);
    const otherPage = new BroadcastChannel(UPDATE_CHANNEL);
    try {
      expect(isHandingOver(now)).toBe(false);
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
      otherPage.postMessage({ type: 'update-chosen' });
      await vi.waitFor(() => expect(isHandingOver(now)).toBe(true));
      expect(isUpdateChosen()).toBe(false);
      expect(isHandingOver(now + HANDOVER_MS - 1)).toBe(true);
      // the new worker never took over (the choosing page gave up): this page asks the worker again later
      expect(isHandingOver(now + HANDOVER_MS)).toBe(false);

      now = 5_000;
      serviceWorker.dispatchEvent(new Event('controllerchange'));
      expect(isHandingOver(now)).toBe(false);
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
      otherPage.postMessage({ type: 'update-chosen' });
      await vi.waitFor(() => expect(isHandingOver(now)).toBe(true));
      serviceWorker.dispatchEvent(new Event('controllerchange'));
      expect(isHandingOver(now)).toBe(false);
      // something else on the channel is not a choice
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
      otherPage.postMessage({ type: 'other' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(isHandingOver(now)).toBe(false);
    } finally {
      otherPage.close();
      stop();
    }
  });

  it('marks the page that chose for the rest of its life, and tells the other pages', async () => {
    const otherPage = new BroadcastChannel(UPDATE_CHANNEL);
    const heard: unknown[] = [];
    otherPage.addEventListener('message', (event) => heard.push(event.data));
    try {
      markUpdateChosen();
      expect(isUpdateChosen()).toBe(true);
      expect(isHandingOver(Date.now() + 10 * HANDOVER_MS)).toBe(true);
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'update-chosen' }]));
    } finally {
      otherPage.close();
    }
  });
});
