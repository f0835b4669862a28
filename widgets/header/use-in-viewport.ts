import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The room kept between a panel and the window's edges. */
const EDGE = 8;
/** The least height a panel is cut to: below it, the visitor scrolls the page rather than the panel. */
const MIN_HEIGHT = 160;

/**
 * Slides an open panel sideways so that it stays inside the window, scrolls it into view, and
 * caps its height to the room left below it. The menu's panel hangs from
 * the right edge of its toggle, which a phone's theme may put near the left edge of the screen;
 * its CSS caps its width to the window's. Answers the ref to give the panel.
 */
export function useInViewport<E extends HTMLElement>(active: boolean): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!active || !panel) return;
    const place = () => {
      // The panel has no inline style of its own: clearing them all undoes the last placing.
      panel.style.cssText = '';
      const { left, right, top, bottom } = panel.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE ? EDGE - left : right > width - EDGE ? Math.max(EDGE - left, width - EDGE - right) : 0;
      if (shift) panel.style.transform = `translateX(${Math.round(shift)}px)`;
      // Still past the bottom (a theme's sticky header, taller than a phone at a large text
      // size, cannot be scrolled away): the panel scrolls within itself.
      const room = innerHeight - EDGE - top;
      if (bottom - top > room) panel.style.maxHeight = `${Math.max(room, MIN_HEIGHT)}px`;
    };
    // Opened low on a long page, the panel would hang below the fold: the visitor would see
    // nothing happen.
    panel.scrollIntoView?.({ block: 'nearest' });
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [active]);
  return ref;
}
