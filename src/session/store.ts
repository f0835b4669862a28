import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionUser, StoredDevice } from './session-user';

/** What is persisted, under these three keys (account-layer §9). */
export interface PersistedSession {
  device: StoredDevice | null;
  user: SessionUser | null;
  remember: boolean;
}

export interface SessionState extends PersistedSession {
  /** False until the stored session was read (or reading failed or timed out). */
  hydrated: boolean;
  /** The storage driver in use, for diagnostics ('memory' means nothing survives a reload). */
  driver: string | null;
}

export type SessionStore = StoreApi<SessionState>;

export const PERSISTED_KEYS = ['device', 'user', 'remember'] as const;
export type PersistedKey = (typeof PERSISTED_KEYS)[number];

export const INITIAL_SESSION: SessionState = {
  device: null,
  user: null,
  remember: false,
  hydrated: false,
  driver: null,
};

/** A vanilla store: islands read it through `useSession`, the loader and API client without React. */
export function createSessionStore(): SessionStore {
  return createStore<SessionState>()(() => ({ ...INITIAL_SESSION }));
}
