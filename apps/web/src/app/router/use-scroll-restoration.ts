import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Last scroll position of each history entry this session visited. */
const positions = new Map<string, number>();

/**
 * Scroll like a multi-page site: a new location starts at the top (or at its #hash target); back and
 * forward return to where that entry was left.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry (key); hash and action belong to it
  useLayoutEffect(() => {
    const saved = positions.get(key);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);
}
