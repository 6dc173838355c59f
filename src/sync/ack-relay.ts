/**
 * What the engine does when an outbox entry is being sent or is acknowledged, whichever context sent it (this page,
 * another tab, the service worker; ARCHITECTURE "The outbox drains in order, once"):
 * - acknowledged entries run their mutation's page `effect` and the `onAcknowledged` listeners (read invalidation,
 *   src/sync/reads.ts) in batches, in order, at most every EFFECT_BATCH_MS and at the end of each drain: a long
 *   replay then re-renders the open screens a few times a second, not once per entry, and the CPU goes to sending.
 *   Effects are "set" changes (the profile = the answer), so batching changes no outcome;
 * - what this page sends or acknowledges is announced on the account's `pauta-outbox` BroadcastChannel, and what
 *   other contexts announce there (`onMessage`) is handled as if it happened here.
 * Effects and listeners never throw into the engine.
 */
import type { OutboxEntry } from './db.ts';
import type { AnyMutation } from './mutations.ts';
import { outboxAnnouncer } from './triggers.ts';

/** Page effects of acknowledged entries are run at most this often, in order (ms). */
export const EFFECT_BATCH_MS = 100;

type AckListener = (mutation: AnyMutation, args: unknown, answer: unknown) => void;

/** A message on the account's outbox channel. */
export type OutboxChannelMessage = {
  type?: string;
  accountId?: string;
  name?: string;
  args?: unknown;
  answer?: unknown;
  entryId?: unknown;
} | null;

/** The relay of one engine; `channel` is the account's BroadcastChannel while the engine runs (else null). */
export function createAckRelay(options: {
  registry: ReadonlyMap<string, AnyMutation>;
  accountId: string | number;
  channel: () => Pick<BroadcastChannel, 'postMessage'> | null;
}) {
  const { registry, accountId } = options;
  const ackListeners = new Set<AckListener>();
  const sendingListeners = new Set<(entryId: string | null) => void>();
  const announce = outboxAnnouncer(options.channel, accountId);

  /** Runs a mutation's page effect and the acknowledgement listeners for an acknowledged entry; never throws. */
  function runEffect(name: string, args: unknown, answer: unknown): void {
    const def = registry.get(name);
    if (!def) return;
    try {
      def.effect?.(answer, args);
    } catch {
      /* an effect never breaks the engine */
    }
    for (const listener of ackListeners) {
      try {
        listener(def, args, answer);
      } catch {
        /* nor does a listener */
      }
    }
  }
  let effects: [name: string, args: unknown, answer: unknown][] = [];
  let effectTimer: ReturnType<typeof setTimeout> | null = null;
  /** Runs the queued effects now (end of a drain, stop). */
  function flush(): void {
    if (effectTimer !== null) {
      clearTimeout(effectTimer);
      effectTimer = null;
    }
    const batch = effects;
    effects = [];
    for (const [name, args, answer] of batch) runEffect(name, args, answer);
  }
  function queueEffect(name: string, args: unknown, answer: unknown): void {
    const def = registry.get(name);
    if (!def?.effect && !def?.invalidates?.length && !ackListeners.size) return;
    effects.push([name, args, answer]);
    effectTimer ??= setTimeout(flush, EFFECT_BATCH_MS);
  }
  const announceSending = (entryId: string | null) => {
    for (const l of sendingListeners) l(entryId);
  };

  return {
    flush,
    /** This page's drain acknowledged `entry` with `answer`. */
    onAcked(entry: OutboxEntry, answer: unknown): void {
      queueEffect(entry.name, entry.args, answer);
      announce.acked(entry, answer);
    },
    /** This page's drain is sending `entry`. */
    onSending(entry: OutboxEntry): void {
      announceSending(entry.id);
      announce.sending(entry);
    },
    /** This page's drain ended: nothing is being sent by it now. */
    doneSending(): void {
      announceSending(null);
    },
    /** Another context (the service worker, another tab) announced a send or an acknowledgement. */
    onMessage(event: MessageEvent<OutboxChannelMessage>): void {
      const m = event.data;
      if (m?.type === 'acked' && m.accountId === String(accountId) && typeof m.name === 'string')
        queueEffect(m.name, m.args, m.answer);
      if (m?.type === 'sending' && m.accountId === String(accountId))
        announceSending(typeof m.entryId === 'string' ? m.entryId : null);
    },
    /** @returns unsubscribe */
    subscribeAcknowledged(listener: AckListener): () => void {
      ackListeners.add(listener);
      return () => ackListeners.delete(listener);
    },
    /** @returns unsubscribe */
    subscribeSending(listener: (entryId: string | null) => void): () => void {
      sendingListeners.add(listener);
      return () => {
        sendingListeners.delete(listener);
      };
    },
  };
}
