import { useEffect, useRef } from 'react';

/** Calls `onVisible` whenever the sentinel scrolls into view (with a margin, so loading starts early). */
export function useSentinel(onVisible: () => void, active: boolean, loaded: number) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` re-arms the observer after each page
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    // A fresh observer reports at once if the sentinel is still on screen (tall windows, short pages).
    return () => observer.disconnect();
  }, [active, loaded]);
  return ref;
}
