/** Persistent storage requests never throw and report what the browser says. */
import { afterEach, describe, expect, it } from 'vitest';
import { estimate, requestPersistentStorage } from './storage.ts';

const original = Object.getOwnPropertyDescriptor(navigator, 'storage');
const setStorage = (value: unknown) => Object.defineProperty(navigator, 'storage', { value, configurable: true });
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'storage', original);
  else setStorage(undefined);
});

describe('storage', () => {
  it('asks for persistence once, and says when it cannot', async () => {
    let asked = 0;
    setStorage({
      persisted: async () => false,
      persist: async () => {
        asked++;
        return true;
      },
      estimate: async () => ({ usage: 10, quota: 100 }),
    });
    expect(await requestPersistentStorage()).toBe(true);
    expect(asked).toBe(1);
    expect(await estimate()).toEqual({ usage: 10, quota: 100 });

    setStorage({
      persisted: async () => true,
      persist: async () => {
        asked++;
        return true;
      },
    });
    expect(await requestPersistentStorage()).toBe(true);
    expect(asked).toBe(1);

    setStorage({
      persist: async () => {
        throw new Error('denied');
      },
      estimate: async () => {
        throw new Error('no');
      },
    });
    expect(await requestPersistentStorage()).toBe(false);
    expect(await estimate()).toBeNull();

    setStorage(undefined);
    expect(await requestPersistentStorage()).toBe(false);
    expect(await estimate()).toBeNull();
  });
});
