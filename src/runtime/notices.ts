export type NoticeKind = 'success' | 'error' | 'info';
export type Speaker = (kind: NoticeKind, message: string) => void;

/**
 * How the runtime tells the visitor something (a lost login) without importing the toaster: the
 * overlay host renders with the runtime, so importing it here was the project's one import cycle.
 * The island mounter connects the toaster (src/loader/mount-island.tsx) before any island runs.
 */
export const notices: { speak: Speaker } = { speak: () => undefined };
