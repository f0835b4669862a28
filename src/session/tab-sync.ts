import { changedKeys, pick, readPersisted } from './persistence';
import type { SessionWriter } from './session-writer';
import { MEMORY_DRIVER } from './storage';
import { PERSISTED_KEYS, type PersistedKey, type PersistedSession, type SessionStore } from './store';

/** The part of BroadcastChannel the session uses. */
export interface Channel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/**
 * Writes every change made after hydration through to storage and tells the other tabs; takes
 * theirs. Returns what stops it.
 */
export function syncTabs(
  store: SessionStore,
  writer: SessionWriter,
  channel: Channel | null,
  ready: Promise<void>,
): () => void {
  // What came from another tab is applied, never written or broadcast again.
  let applyingRemote = false;
  const unsubscribe = store.subscribe((next, prev) => {
    if (!next.hydrated || !prev.hydrated || applyingRemote) return;
    const keys = changedKeys(prev, next);
    if (keys.length === 0) return;
    const values = pick(next, keys);
    writer.enqueue(values);
    const message = { values };
    void writer.written.then(() => channel?.postMessage(message));
  });

  // Another tab changed the session: re-read storage (the source of truth), or take the values
  // from the message when storage is memory (not shared). Only the keys the message names are
  // taken, and for each key only the newest message's read: reads run concurrently and may
  // finish out of order, and a slow read started before a login (for another tab's device,
  // say) must not put back the logged-out state it saw.
  const newestMessage = new Map<PersistedKey, number>();
  let messages = 0;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const sent = (event.data as { values?: Partial<PersistedSession> } | null)?.values ?? {};
      const keys = PERSISTED_KEYS.filter((key) => key in sent);
      const id = ++messages;
      for (const key of keys) newestMessage.set(key, id);
      void ready.then(async () => {
        const { storage } = writer;
        const values = storage && storage.driver !== MEMORY_DRIVER ? await readPersisted(storage.storage) : sent;
        const current = keys.filter((key) => newestMessage.get(key) === id);
        if (current.length === 0) return;
        applyingRemote = true;
        try {
          store.setState(pick(values as PersistedSession, current));
        } finally {
          applyingRemote = false;
        }
      });
    };
  }
  return () => {
    unsubscribe();
    if (channel) channel.onmessage = null;
  };
}
