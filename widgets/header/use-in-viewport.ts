import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The room kept between a panel and the window's edges. */
const EDGE = 8;

/**
 * Slides an open panel sideways so that it stays inside the window. The menu's panel hangs from
 * the right edge of its toggle, which a phone's theme may put near the left edge of the screen
 * (issue 9 #1); its CSS caps its width to the window's. Answers the ref to give the panel.
 */
export function useInViewport<E extends HTMLElement>(active: boolean): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!active || !panel) return;
    const place = () => {
      panel.style.transform = '';
      const { left, right } = panel.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE ? EDGE - left : right > width - EDGE ? Math.max(EDGE - left, width - EDGE - right) : 0;
      if (shift) panel.style.transform = `translateX(${Math.round(shift)}px)`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [active]);
  return ref;
}
