/**
 * The in-page parts of scripts/bench-sync.ts: functions handed to the page as source text (`page.evaluate`,
 * the bare Chromium's `evaluate`) — the replay of 1,000 queued mutations, the floors of the pull and the search,
 * and the bare loop of sync batches the replay is compared with — and the CPU-profile summary of BENCH_PROFILE=1.
 * They run in the page: nothing from this module's scope is reachable there.
 */
/** What the in-page functions use of the account's sync engine (`window.__pauta.engine` in debug mode). */
export interface EngineHandle {
  pause(): void;
  resume(): void;
  enqueue(name: string, args: unknown): Promise<unknown>;
  pullAll(reason: string): Promise<unknown>;
  db: { table(name: string): { clear(): Promise<void>; delete(key: string): Promise<void> } };
  status: { getSnapshot(): { pendingCount: number; failedCount: number; pulling: boolean; firstSync: unknown } };
}

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Prints the 25 functions with the most self time of a DevTools CPU profile (BENCH_PROFILE=1). */
export function printProfile(profile: CpuProfile): void {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(n.id) ?? 0));
  }
  for (const [k, us] of [...byName].toSorted((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
}

/**
 * Runs in the page (as source text): pauses the engine, queues `count` (1,000)
 * profile.update actions of the signed-in account (`email`: its own), resumes and waits until the outbox is empty.
 * @returns wall time of the drain (ms), failed entries, time spent in fetch (ms) and requests made
 */
export async function REPLAY(
  name: string,
  email = 'admin@pauta.demo',
  count = 1000,
): Promise<{ ms: number; failed: number; fetchMs: number; fetches: number }> {
  const engine = (window as unknown as { __pauta: { engine: EngineHandle } }).__pauta.engine;
  engine.pause();
  for (let i = 0; i < count; i++) {
    await engine.enqueue('profile.update', { name: `${name} ${i % 7}`, email });
  }
  let fetchMs = 0;
  let fetches = 0;
  const realFetch = window.fetch;
  window.fetch = async (...a: Parameters<typeof fetch>) => {
    const t = performance.now();
    try {
      return await realFetch(...a);
    } finally {
      fetchMs += performance.now() - t;
      fetches++;
    }
  };
  const t0 = performance.now();
  engine.resume();
  while (engine.status.getSnapshot().pendingCount > 0) await new Promise((r) => setTimeout(r, 20));
  window.fetch = realFetch;
  return { ms: performance.now() - t0, failed: engine.status.getSnapshot().failedCount, fetchMs, fetches };
}

/**
 * Runs in the page (as source text): the units' pull alone. Empties the account's mirrored units and forgets their
 * cursor, then runs one scheduled pull (`pullAll('timer')`): the units are pulled in full, every other collection as a
 * delta (nothing new) and the look-ups not at all (they were pulled within their 6 h). The pull during sign-in shares
 * the server and IndexedDB with a dozen other collections; alone, it measures the engine's own page writes against the
 * same floor (FLOORS' bulkPut). Waits for the account's engine and for any pull already running first.
 * @returns the `pull:units` measure: its time (ms), rows and pages
 */
export async function PULL_ALONE(): Promise<{ ms: number; rows: number; pages: number }> {
  const w = window as unknown as { __pauta?: { engine: EngineHandle } };
  while (!w.__pauta) await new Promise((r) => setTimeout(r, 20)); // the account's engine starts after the first render
  const engine = w.__pauta.engine;
  while (engine.status.getSnapshot().pulling) await new Promise((r) => setTimeout(r, 20));
  await engine.db.table('units').clear();
  await engine.db.table('syncState').delete('units');
  performance.clearMeasures('pull:units');
  await engine.pullAll('timer');
  const m = performance.getEntriesByName('pull:units', 'measure').at(-1) as PerformanceMeasure | undefined;
  if (!m) throw new Error('the units were not pulled');
  const detail = m.detail as { rows: number; pages: number; status: string };
  if (detail.status !== 'done') throw new Error(`the units' pull ended ${detail.status}`);
  return { ms: m.duration, rows: detail.rows, pages: detail.pages };
}

/**
 * Runs in the page (as source text): types each of `words` into the screen's search box (`input[name="search"]`), as
 * an input event, and times it to the list painted (one frame after).
 * @returns one time per word, ms
 */
export async function SEARCH_TIMES(words: string[]): Promise<number[]> {
  const input = document.querySelector<HTMLInputElement>('input[name="search"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, where the outer scope does not exist
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const out: number[] = [];
  for (const w of words) {
    const t0 = performance.now();
    setValue.call(input, w);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await frame();
    out.push(performance.now() - t0);
  }
  return out;
}

/**
 * Runs in the page (as source text): the floors of the pull and the search, on the rows the pull wrote.
 * - bulkPutMs: the account's mirrored units read back (not timed) and put into a scratch IndexedDB database in one
 *   transaction, raw IndexedDB, no Dexie;
 * - filterMs: for each term, a bare in-memory filter of the same rows (their folded text prepared once, as the
 *   screen's index is) followed by one frame, the same wait the search's measure ends with.
 */
export async function FLOORS(
  terms: string[],
): Promise<{ rows: number; bulkPutMs: number; filterMs: number[]; hits: number }> {
  // (the helpers are defined here: the function runs in the page, where the module's scope does not exist)
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const done = (r: IDBRequest | IDBTransaction) =>
    new Promise<void>((ok, fail) => {
      r.addEventListener('error', () => fail(r.error));
      r.addEventListener(r instanceof IDBTransaction ? 'complete' : 'success', () => ok());
    });
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const open = (name: string, upgrade?: (db: IDBDatabase) => void) =>
    new Promise<IDBDatabase>((ok, fail) => {
      const req = indexedDB.open(name);
      req.addEventListener('upgradeneeded', () => upgrade?.(req.result));
      req.addEventListener('success', () => ok(req.result));
      req.addEventListener('error', () => fail(req.error));
    });
  const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('pauta-account-'))!.name!;
  const mirror = await open(name);
  const read = mirror.transaction('units').objectStore('units');
  const keyPath = read.keyPath;
  const all = read.getAll();
  await done(all);
  const rows = all.result as { title: string; sku: string; address: string }[];
  mirror.close();
  const scratch = await open('pauta-bench-floor', (db) => db.createObjectStore('units', { keyPath }));
  const t0 = performance.now();
  const tx = scratch.transaction('units', 'readwrite');
  const store = tx.objectStore('units');
  for (const row of rows) store.put(row);
  await done(tx);
  const bulkPutMs = performance.now() - t0;
  scratch.close();
  indexedDB.deleteDatabase('pauta-bench-floor');
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const fold = (x: string) =>
    x
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const index = rows.map((u) => fold(`${u.title} ${u.sku} ${u.address}`));
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, where the outer scope does not exist
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const filterMs: number[] = [];
  let hitCount = 0;
  for (const term of terms) {
    const t = performance.now();
    const folded = fold(term.trim());
    const hits = folded ? rows.filter((_, i) => index[i]!.includes(folded)) : rows;
    hitCount += hits.length;
    await frame();
    filterMs.push(performance.now() - t);
  }
  return { rows: rows.length, bulkPutMs, filterMs, hits: hitCount };
}

/**
 * Runs in the replay's bare page (as source text): the replay's floor, the same profile.update requests sent
 * as `batches` (40) sync batches of 25 (POST /api/sync/batch) by a bare loop of fetch, one batch after the other.
 * @returns wall time of the loop, ms
 */
export async function BARE_BATCH_LOOP(name: string, email = 'admin@pauta.demo', batches = 40): Promise<number> {
  const token = decodeURIComponent(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('access_token='))!
      .split('=')[1]!,
  );
  const stamp = Date.now();
  const t0 = performance.now();
  for (let b = 0; b < batches; b++) {
    const requests = Array.from({ length: 25 }, (_, i) => ({
      key: `floor-${stamp}-${b}-${i}`,
      method: 'PUT',
      path: '/profile',
      body: { name: `${name} ${(b * 25 + i) % 7}`, email },
    }));
    const res = await fetch('/api/sync/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ requests }),
    });
    if (!res.ok) throw new Error(`the bare batch loop got ${res.status}`);
    await res.json();
  }
  return performance.now() - t0;
}

/**
 * `BENCH_VERBOSE=1`: the sign-in's pulls as a timeline, one line per collection (start and end in ms from the
 * navigation, rows, pages) and one per API request since the navigation (asked, first byte, last byte, size in bytes),
 * from the engine's `pull:<collection>` measures and the page's resource timing.
 */
export function PULL_TIMELINE(): string {
  const lines = ['  pull timeline (ms from navigation):'];
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, where the outer scope does not exist
  const ms = (x: number) => x.toFixed(0).padStart(6);
  for (const m of performance.getEntriesByType('measure').filter((e) => e.name.startsWith('pull:'))) {
    const d = (m as PerformanceMeasure).detail as { rows?: number; pages?: number } | null;
    lines.push(
      `  ${ms(m.startTime)} ${ms(m.startTime + m.duration)}  ${m.name} ${d?.rows ?? '?'} rows, ${d?.pages ?? '?'} pages`,
    );
  }
  for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (!r.name.includes('/api/')) continue;
    const url = new URL(r.name);
    const page = url.searchParams.get('page');
    lines.push(
      `  ${ms(r.startTime)} ${ms(r.responseStart)} ${ms(r.responseEnd)}  ${url.pathname}${page ? `?${page}` : ''} ${r.encodedBodySize} B`,
    );
  }
  return lines.join('\n');
}
