/** The browser build's Temporal stand-in (temporal-lazy.ts): native where present, the polyfill installed only when missing. */
import { afterEach, describe, expect, it } from 'vitest';
import { Temporal as Polyfill } from 'temporal-polyfill';
import { ensureTemporal, Temporal } from './temporal-lazy.ts';

const global = globalThis as { Temporal?: unknown };
const before = Object.getOwnPropertyDescriptor(globalThis, 'Temporal');
afterEach(() => {
  if (before) Object.defineProperty(globalThis, 'Temporal', before);
  else delete global.Temporal;
});

describe('Temporal stand-in', () => {
  it('reads the global at every use, and says what is missing before it is there', async () => {
    delete global.Temporal;
    expect(() => Temporal.PlainDate).toThrow(/await ensureTemporal\(\)/);
    expect('PlainDate' in Temporal).toBe(false);
    global.Temporal = Polyfill;
    expect(Temporal.PlainDate).toBe(Polyfill.PlainDate);
    expect('PlainDate' in Temporal).toBe(true);
    expect(Temporal.PlainDate.from('2026-11-27').add({ days: 5 }).toString()).toBe('2026-12-02');
    await expect(ensureTemporal()).resolves.toBeUndefined(); // present: nothing to load
  });

  it('installs the polyfill where the browser has no Temporal, then dates work through the stand-in', async () => {
    delete global.Temporal;
    await ensureTemporal();
    expect(global.Temporal).toBeDefined();
    const date = Temporal.PlainDate.from({ year: 2026, month: 2, day: 28 });
    expect(date).toBeInstanceOf(Temporal.PlainDate);
    expect(date.add({ days: 1 }).toString()).toBe('2026-03-01');
    expect(Temporal.Duration.from({ hours: 36 }).total('days')).toBe(1.5);
  });
});
