/**
 * Noticing that the server is back (issue 15 "Reconnect fast"). When an
 * outage is in the network path (a router, a tunnel, a dead access point),
 * the browser fires no `online` event and requests simply fail; waiting out
 * the outbox's exponential back-off then delays the first send after the
 * outage by up to the back-off ceiling. Instead, while the server is
 * unreachable the engine asks a cheap probe every `PROBE_MS`, and any answer
 * the app gets from the server (a screen's own read) counts as well: the
 * first sign of life makes the waiting entries due at once.
 *
 * Only "no answer at all" (status 0) is an outage: a server answering 5xx or
 * 429 is reachable but failing, and keeps its back-off (and Retry-After).
 * Pure timing logic over an injected scheduler and probe; no I/O here.
 */
import type { Scheduler } from './triggers.ts';

/** ms between two probes while unreachable: a server back is noticed within this plus one request. */
export const PROBE_MS = 1_000;

/** What a probe learned: an answer (`reachable`), an answer 5xx/429 (`failing`), or none (`unreachable`). */
export type ProbeAnswer = 'reachable' | 'failing' | 'unreachable';

/** True for an HTTP status that shows the server is reachable and working (not 0, not 5xx, not 429). */
export function isLiveAnswer(status: number): boolean {
  return status > 0 && status < 500 && status !== 429;
}

export interface ReachabilityWatch {
  /** A request got no answer (status 0): start probing (no-op if already). */
  lost(): void;
  /** The server answered a request with `status` (from any call): back if it is a live answer. */
  answered(status: number): void;
  /** True between `lost()` and the first live answer. */
  readonly unreachable: boolean;
  /** Stops probing (engine stopped). */
  stop(): void;
}

/**
 * @param options.probe one cheap request to the server; must not throw (a throw counts as `unreachable`)
 * @param options.onBack called once per outage, at its first live answer
 * @param options.onChange called with the new state when it changes (true: unreachable)
 */
export function createReachabilityWatch(options: {
  scheduler: Scheduler;
  probe: () => Promise<ProbeAnswer>;
  onBack: () => void;
  onChange?: (unreachable: boolean) => void;
  intervalMs?: number;
}): ReachabilityWatch {
  let cancel: (() => void) | null = null;
  let probing = false;
  let down = false;

  const back = () => {
    if (!down) return;
    down = false;
    cancel?.();
    cancel = null;
    options.onChange?.(false);
    options.onBack();
  };

  const tick = () => {
    if (probing || !down) return;
    probing = true;
    options
      .probe()
      .catch((): ProbeAnswer => 'unreachable')
      .then((answer) => {
        if (answer === 'reachable') back();
      })
      .finally(() => {
        probing = false;
      });
  };

  return {
    lost() {
      if (down) return;
      down = true;
      options.onChange?.(true);
      cancel = options.scheduler.every(options.intervalMs ?? PROBE_MS, tick);
    },
    answered(status) {
      if (isLiveAnswer(status)) back();
    },
    get unreachable() {
      return down;
    },
    stop() {
      cancel?.();
      cancel = null;
      down = false;
    },
  };
}

/**
 * The app's probe: `GET {base}/api/languages` (public, tiny, never cached by
 * the service worker), no cookies, no cache; 2 s timeout, so a probe never
 * outlives the next one by much.
 * @param base API origin ('' for the page's own)
 */
export async function probeServer(base = ''): Promise<ProbeAnswer> {
  try {
    const response = await fetch(`${base}/api/languages`, {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(2_000),
    });
    return isLiveAnswer(response.status) ? 'reachable' : 'failing';
  } catch {
    return 'unreachable';
  }
}
