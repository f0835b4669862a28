import { is } from 'superstruct';
import { SessionUser, StoredDevice } from './session-user';
import type { KeyValueStorage } from './storage';
import { PERSISTED_KEYS, type PersistedKey, type PersistedSession, type SessionStore } from './store';

const VALIDATORS: Record<PersistedKey, (value: unknown) => boolean> = {
  device: (v) => v === null || is(v, StoredDevice),
  user: (v) => v === null || is(v, SessionUser),
  remember: (v) => typeof v === 'boolean',
};

const DEFAULTS: PersistedSession = { device: null, user: null, remember: false };

/** Reads the three keys; a value that is corrupt or of an older shape reads as its default. */
export async function readPersisted(storage: KeyValueStorage): Promise<PersistedSession> {
  const entries = await Promise.all(
    PERSISTED_KEYS.map(async (key) => {
      const value = await storage.getItem<unknown>(key);
      return [key, value !== null && VALIDATORS[key](value) ? value : DEFAULTS[key]] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as PersistedSession;
}

export async function writePersisted(storage: KeyValueStorage, values: Partial<PersistedSession>): Promise<void> {
  await Promise.all(
    Object.entries(values).map(([key, value]) =>
      value === null || value === false ? storage.removeItem(key) : storage.setItem(key, value),
    ),
  );
}

/** The persisted keys whose value differs between two states. */
export function changedKeys(a: PersistedSession, b: PersistedSession): PersistedKey[] {
  return PERSISTED_KEYS.filter((key) => a[key] !== b[key]);
}

export function pick(state: PersistedSession, keys: readonly PersistedKey[]): Partial<PersistedSession> {
  return Object.fromEntries(keys.map((k) => [k, state[k]]));
}

/** Keeps track of the keys set before hydration, so that stale storage never overwrites them. */
export function trackEarlyWrites(store: SessionStore): () => Set<PersistedKey> {
  const dirty = new Set<PersistedKey>();
  const unsubscribe = store.subscribe((next, prev) => {
    if (next.hydrated) return;
    for (const key of changedKeys(prev, next)) dirty.add(key);
    // The remember flag belongs to the login it came with: an early login without 'remember'
    // leaves the flag unchanged (false), yet must not inherit the older login's stored `true`.
    if (dirty.has('user')) dirty.add('remember');
  });
  return () => {
    unsubscribe();
    return dirty;
  };
}
