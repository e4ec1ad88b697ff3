/**
 * Colours of the uPlot charts (provider Usage tab, key usage) per colour scheme (issue 31). uPlot
 * draws on a canvas, which no CSS reaches: a chart reads these from the theme's CSS variables when it
 * draws, and draws again when the scheme changes. The hex values are Mantine's defaults, used when a
 * variable is absent.
 */
import { useSyncExternalStore } from 'react';

export type ChartScheme = 'light' | 'dark';

/** The scheme Mantine applied to the page (`data-mantine-color-scheme` on `<html>`). */
const documentScheme = (): ChartScheme =>
  document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';

function onSchemeChange(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributeFilter: ['data-mantine-color-scheme'] });
  return () => observer.disconnect();
}

/**
 * The page's applied scheme, following its changes. Read from the attribute rather than with
 * Mantine's `useComputedColorScheme`: importing that hook into the lazily loaded key-usage chart
 * made the bundler split Mantine's media-query hooks into chunks of their own, which pushed the
 * catalogue page over its 150 KB budget.
 */
export function useChartScheme(): ChartScheme {
  return useSyncExternalStore(onSchemeChange, documentScheme, () => 'light');
}

/**
 * Line colours as Mantine theme colours: the light ones each at least 4.5:1 against white and
 * gray-0, the dark ones against the dark body and cards (#242424, #2e2e2e); told apart by dash as
 * well as hue.
 */
export const SERIES_COLOURS = {
  light: [
    ['blue-9', '#1864ab'],
    ['red-9', '#c92a2a'],
    ['teal-9', '#087f5b'],
    ['grape-9', '#862e9c'],
  ],
  dark: [
    ['blue-4', '#4dabf7'],
    ['red-4', '#ff8787'],
    ['teal-4', '#38d9a9'],
    ['grape-4', '#da77f2'],
  ],
} as const satisfies Record<ChartScheme, readonly (readonly [string, string])[]>;

export const DASHES: (number[] | undefined)[] = [undefined, [8, 4], [2, 3], [10, 3, 2, 3]];

/**
 * Axis labels in the scheme's text colour; axis lines, ticks and grid at least 3:1 (WCAG 1.4.11) on
 * the same backgrounds: gray-6 in light, dark-2 in dark. The border colour Mantine gives cards
 * (#dee2e6, #424242) reads at under 1.6:1, and uPlot's own black vanishes on the dark background.
 */
const AXES = {
  light: { text: ['text', '#000000'], grid: ['gray-6', '#868e96'] },
  dark: { text: ['text', '#c9c9c9'], grid: ['dark-2', '#828282'] },
} as const satisfies Record<ChartScheme, Record<'text' | 'grid', readonly [string, string]>>;

/** The backgrounds a chart sits on in each scheme (page body and cards), for the contrast checks. */
export const CHART_BACKGROUNDS: Record<ChartScheme, readonly string[]> = {
  light: ['#ffffff', '#f8f9fa'],
  dark: ['#242424', '#2e2e2e'],
};

export interface ChartColours {
  lines: string[];
  text: string;
  grid: string;
}

/** The chart colours in `scheme`, read from the theme's CSS variables as `el` sees them. */
export function chartColours(el: Element, scheme: ChartScheme): ChartColours {
  const style = getComputedStyle(el);
  const read = ([name, fallback]: readonly [string, string]) =>
    style.getPropertyValue(`--mantine-color-${name}`).trim() || fallback;
  return {
    lines: SERIES_COLOURS[scheme].map(read),
    text: read(AXES[scheme].text),
    grid: read(AXES[scheme].grid),
  };
}

/** uPlot axis options in these colours: labels in the text colour, lines, ticks and grid in the grid's. */
export function chartAxis(colours: ChartColours) {
  return {
    stroke: colours.text,
    border: { show: true, stroke: colours.grid, width: 1 },
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
  };
}
