/** What an island writes in `history.state` for each of its screens; the rest of the state is kept. */
interface ScreenMark {
  owner: string;
  screen: string;
  /** The entry's place among this island's entries of the visit: Back is the one before. */
  index: number;
}

export interface ScreenHistoryOptions {
  /** Names the island's entries: another island's, or the page's own, are not its. */
  owner: string;
  /**
   * Shows the screen an entry holds, after Back or Forward (the address is already the entry's).
   * `false`: it cannot be shown any more (a step whose form is gone): the entry is skipped, in the
   * direction the visitor went.
   */
  restore(screen: string): boolean | void;
}

export interface ScreenHistory {
  /**
   * The island now shows `screen`: a new history entry (at `url` when given, else the current
   * address), so that the browser's Back returns to the screen before instead of leaving the tool.
   * The first screen marks the entry the page was opened on; the screen before, shown again (a
   * 'Page précédente', a previous step), is Back itself, so the entries never pile up; the screen
   * shown is a no-op (what `restore` leads to).
   */
  show(screen: string, url?: string): void;
  /** The screen shown replaces the current entry's: one that Back should not come back to. */
  replace(screen: string, url?: string): void;
  dispose(): void;
}

/**
 * The screens of a mini-app (wizard steps, results, a detail) as browser history entries, with
 * `pushState` and `popstate`: what a visitor expects of Back, bookmarks and a shared link.
 * The island says which screen it shows; Back and Forward call `restore`. Islands that keep a
 * hash route (wouter) do not need it.
 */
export function createScreenHistory({ owner, restore }: ScreenHistoryOptions): ScreenHistory {
  const screens: string[] = [];
  let index = -1;
  let awaited: number | null = null;
  const markOf = (state: unknown): ScreenMark | null => {
    const mark = (state as { ossature?: ScreenMark } | null)?.ossature;
    return mark?.owner === owner ? mark : null;
  };
  const write = (method: 'pushState' | 'replaceState', screen: string, url?: string) => {
    const kept = method === 'replaceState' && history.state && typeof history.state === 'object' ? history.state : {};
    history[method]({ ...kept, ossature: { owner, screen, index } satisfies ScreenMark }, '', url);
  };
  const onPop = (event: PopStateEvent) => {
    const mark = markOf(event.state);
    if (!mark) return;
    // The Back that `show` asked for: the screen is already shown, and may have changed since
    // (a quick click lands before the browser's traversal): nothing to restore.
    if (awaited === mark.index) {
      awaited = null;
      return;
    }
    awaited = null;
    const back = mark.index < index;
    index = mark.index;
    screens[index] = mark.screen;
    if (restore(mark.screen) === false) {
      if (back) history.back();
      else history.forward();
    }
  };
  addEventListener('popstate', onPop);

  return {
    show(screen, url) {
      if (index >= 0 && screens[index] === screen) return;
      if (index < 0) return this.replace(screen, url);
      if (index > 0 && screens[index - 1] === screen) {
        index -= 1;
        awaited = index;
        history.back();
        return;
      }
      index += 1;
      screens.length = index;
      screens.push(screen);
      write('pushState', screen, url);
    },
    replace(screen, url) {
      // A reload keeps the entry's place: the entries before it are still this island's.
      if (index < 0) index = markOf(history.state)?.index ?? 0;
      screens.length = index;
      screens.push(screen);
      write('replaceState', screen, url);
    },
    dispose: () => removeEventListener('popstate', onPop),
  };
}
