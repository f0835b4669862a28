/**
 * What a tool keeps of a half-done visit in this tab (issues 12 and 13, the spec is silent): a
 * JSON value in `sessionStorage` under the tool's key, read back only when it still has the
 * expected shape. Storage that refuses (a private mode, a sandbox, a full quota) only loses this
 * comfort: nothing here throws.
 */
export interface TabDraft<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

export function tabDraft<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  storage: () => Storage = () => sessionStorage,
): TabDraft<T> {
  const attempt = <R>(run: () => R, fallback: R): R => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    read: () =>
      attempt(() => {
        const parsed: unknown = JSON.parse(storage().getItem(key) ?? 'null');
        return isValid(parsed) ? parsed : null;
      }, null),
    write: (value) => attempt(() => storage().setItem(key, JSON.stringify(value)), undefined),
    clear: () => attempt(() => storage().removeItem(key), undefined),
  };
}
