/**
 * A chosen update aborts the active worker's network requests in flight, so the waiting worker can activate at once
 * (sw/leaving.ts); requests made after that go on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abortInFlight, isLeaving, LEAVING_MS, leavingFetch, requestWithLeaving } from '#sw/leaving.ts';

/** A network that answers only when told, and fails a request when its signal aborts. */
function heldNetwork() {
  const answers: (() => void)[] = [];
  const fetchStub = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
        answers.push(() => resolve(new Response('ok')));
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return { answerAll: () => answers.splice(0).forEach((a) => a()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker leaving for a chosen update', () => {
  it('aborts the calls in flight, and lets later calls through', async () => {
    const network = heldNetwork();
    const inFlight = leavingFetch('https://pauta.test/api/profile', { method: 'PUT' });
    abortInFlight();
    await expect(inFlight).rejects.toMatchObject({ name: 'AbortError' });
    const later = leavingFetch('https://pauta.test/api/profile', { method: 'PUT' });
    network.answerAll();
    await expect(later.then((r) => r.text())).resolves.toBe('ok');
  });

  it("keeps a call's own signal: a timeout or a cancelled page request still aborts it", async () => {
    heldNetwork();
    const own = new AbortController();
    const call = leavingFetch('https://pauta.test/api/files/get/7', { signal: own.signal });
    own.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("gives a runtime route's request the update's signal beside its own", () => {
    const page = new AbortController();
    const request = requestWithLeaving(new Request('https://pauta.test/api/translations/es', { signal: page.signal }));
    expect(request.signal.aborted).toBe(false);
    abortInFlight();
    expect(request.signal.aborted).toBe(true);
    const own = requestWithLeaving(new Request('https://pauta.test/api/translations/en', { signal: page.signal }));
    page.abort();
    expect(own.signal.aborted).toBe(true);
  });

  it('leaves a navigation as it is (a navigate-mode Request cannot be rebuilt)', () => {
    const navigation = { mode: 'navigate' } as Request;
    expect(requestWithLeaving(navigation)).toBe(navigation);
  });
});

describe('the outbox while the worker is leaving', () => {
  it('starts no drain of its own for LEAVING_MS after the last "update chosen"', () => {
    const t = 1_800_000_000_000;
    expect(isLeaving(t)).toBe(false);
    abortInFlight(t);
    expect(isLeaving(t + LEAVING_MS - 1)).toBe(true);
    expect(isLeaving(t + LEAVING_MS)).toBe(false);
  });
});
