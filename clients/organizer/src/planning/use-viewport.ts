import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface Viewport {
  scrollLeft: number;
  scrollTop: number;
  width: number;
  height: number;
}

/** When the element has no measured size yet (first paint, jsdom), window as if on a laptop screen. */
const FALLBACK = { width: 1200, height: 700 };

/**
 * The scroll position and size of a scrolling element, for windowing: the grid renders only the rows
 * and columns inside it (plus an overscan).
 */
export function useViewport(ref: RefObject<HTMLElement | null>): Viewport & { onScroll: () => void } {
  const [viewport, setViewport] = useState<Viewport>({ scrollLeft: 0, scrollTop: 0, ...FALLBACK });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    setViewport((previous) => {
      const next = {
        scrollLeft: element.scrollLeft,
        scrollTop: element.scrollTop,
        width: element.clientWidth || FALLBACK.width,
        height: element.clientHeight || FALLBACK.height,
      };
      const same =
        previous.scrollLeft === next.scrollLeft &&
        previous.scrollTop === next.scrollTop &&
        previous.width === next.width &&
        previous.height === next.height;
      return same ? previous : next;
    });
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, ref]);

  return { ...viewport, onScroll: measure };
}
