"use client";

import { useLayoutEffect, useRef, useState } from "react";

/**
 * The rendered width of the element given the returned ref, kept current as it resizes (0 until measured).
 * Measured before the first paint, so a chart sized from it is drawn once, at the right bucket.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
