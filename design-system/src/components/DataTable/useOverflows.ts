import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** Whether the element is wider inside than its box (so it scrolls sideways); follows resizes. */
export function useOverflows<E extends HTMLElement>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    // Older browsers and jsdom have no ResizeObserver; there the first measurement has to do.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}
