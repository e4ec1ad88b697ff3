import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen's first lazy chunk (rich text, tabs) is transformed on first import; on a loaded CI
// machine that took longer than findBy's default 1 s (about-tab and bundle-details tests failed at
// load 20). Waits end as soon as the element appears, so passing tests are not slower.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// Mantine reads media queries and observes element sizes; jsdom has neither.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
