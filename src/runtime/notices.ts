export type NoticeKind = 'success' | 'error' | 'info';
export type Speaker = (kind: NoticeKind, message: string) => void;

/**
 * How the runtime tells the visitor something (a lost login) without importing the toaster: the
 * overlay host renders with the runtime, so importing it here was the project's one import cycle.
 * The island mounter connects the toaster (src/loader/mount-island.tsx); until something is
 * connected, a notice goes to the console.
 */
let speaker: Speaker | null = null;

export function connectNotices(next: Speaker | null): void {
  speaker = next;
}

export function tellVisitor(kind: NoticeKind, message: string): void {
  if (speaker) speaker(kind, message);
  else console.warn('[ossature]', message);
}
