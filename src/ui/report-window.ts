/** A new window opened at the click, shown its address once the server has given it. */
export interface PendingWindow {
  show(url: string): void;
  /** Closes the blank window: the link never came. */
  cancel(): void;
}

/**
 * Reports open in a new window, but their link comes from the server first (get-rapport-link).
 * A browser lets a page open a window only for a few seconds after the click (Chromium's user
 * activation lasts 5 s): on a slow phone the link arrives later and `window.open` would be
 * blocked. So the window is opened blank at the click, cut from this page (`opener`), and sent to
 * the report when the link is there. If the browser refused even that, the report is opened
 * when the link comes, as before. Tests replace `reserve` (jsdom opens nothing).
 */
export const reportWindow = {
  reserve(): PendingWindow {
    let blank: Window | null = null;
    try {
      blank = window.open('', '_blank');
      if (blank) blank.opener = null;
    } catch {
      blank = null;
    }
    return {
      show(url) {
        if (blank && !blank.closed) blank.location.href = url;
        else window.open(url, '_blank', 'noopener');
      },
      cancel() {
        blank?.close();
      },
    };
  },
};
