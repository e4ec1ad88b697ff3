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

// Components read their texts from the English catalogue, as the app does before it renders.
import { i18n } from '@lingui/core';
import english from '../lib/i18n/locales/en.json';

i18n.loadAndActivate({ locale: 'en', messages: english as never });
// Every area's English texts too: a component test renders its area without the route's loader.
for (const area of Object.values(
  import.meta.glob<{ default: Record<string, string> }>('../lib/i18n/locales/*/en.json', { eager: true }),
))
  i18n.load('en', area.default as never);
