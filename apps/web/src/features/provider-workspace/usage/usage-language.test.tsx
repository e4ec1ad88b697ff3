import { i18n } from '@lingui/core';
import type { UsageReport } from '@storefront/contract/usage';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../../lib/i18n/locales/en.json';
import areaArabic from '../../../lib/i18n/locales/ws-catalog/ar.json';
import areaGerman from '../../../lib/i18n/locales/ws-catalog/de.json';
import areaEnglish from '../../../lib/i18n/locales/ws-catalog/en.json';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage } from '../../../test/render.tsx';
import AgentCalls from './agent-calls.tsx';
import { chartColours } from './usage-chart.tsx';
import { bucketLabel, buildCharts, DARK_COLOURS, describeChart, totalsList } from './usage-data.ts';

const use = (locale: string, messages: Record<string, string>) =>
  act(() => i18n.loadAndActivate({ locale, messages: messages as never }));

afterEach(() => use('en', { ...english, ...areaEnglish }));

const zeros = [0, 0];
const report: UsageReport = {
  item: null,
  from: '2026-03-01',
  to: '2026-03-02',
  bucket: 'day',
  buckets: [
    { start: '2026-03-01', end: '2026-03-01' },
    { start: '2026-03-02', end: '2026-03-02' },
  ],
  series: {
    views: [1200, 3400],
    favouritesAdded: zeros,
    favouritesRemoved: zeros,
    watchesAdded: zeros,
    watchesRemoved: zeros,
    questions: zeros,
    accessRequests: zeros,
    keysIssued: zeros,
  },
  levels: { favourites: [1, 2], watchers: [0, 0] },
  totals: {
    views: 4600,
    favouritesAdded: 0,
    favouritesRemoved: 0,
    watchesAdded: 0,
    watchesRemoved: 0,
    questions: 0,
    accessRequests: 0,
    keysIssued: 0,
  },
  topItems: [],
};

describe('the Usage tab in other languages (issue 31, ws-catalog area)', () => {
  it('describes the charts and labels the days in German', () => {
    use('de', { ...english, ...areaGerman });
    const [views, marks] = buildCharts(report);
    expect(views!.title).toBe('Aufrufe');
    expect(bucketLabel({ start: '2026-03-02', end: '2026-03-02' })).toBe('2. März 2026');
    expect(describeChart(report, views!)).toBe(
      'Aufrufe, pro Tag. Aufrufe: 4600 insgesamt, die meisten am 2. März 2026 (3400).',
    );
    expect(describeChart(report, marks!)).toBe(
      'Favoriten und Abonnenten, pro Tag. Favoriten: 1 am Anfang, 2 am Ende; Abonnenten: 0 am Anfang, 0 am Ende.',
    );
    expect(totalsList(report).map((t) => t.label)).toContain('Favoriten (am Ende)');
  });

  it('renders the AI agent calls in Arabic, with its plural forms; tool and user names as sent', async () => {
    use('ar', { ...english, ...areaArabic });
    renderPage(<AgentCalls query={{ from: '2026-11-01', to: '2026-11-27' }} />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
      api: {
        '/api/provider/usage/agents': () =>
          json({
            itemId: null,
            from: '2026-11-01',
            to: '2026-11-27',
            totalCalls: 2,
            byTool: [{ tool: 'search_catalog', calls: 2 }],
            days: [{ day: '2026-11-20', tool: 'search_catalog', calls: 2, users: 1 }],
            byUser: [
              {
                username: 'alice',
                displayName: 'Alice',
                calls: 2,
                errors: 0,
                tools: [{ tool: 'search_catalog', calls: 2 }],
              },
            ],
          }),
      },
    });
    const summary = await screen.findByTestId('agent-calls-summary');
    expect(summary.textContent).toMatch(/^استدعاءان للأدوات من الوكلاء لصالح مستخدم واحد،/);
    expect(screen.getByRole('heading', { name: 'استدعاءات وكلاء الذكاء الاصطناعي' })).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'استدعاءات وكلاء الذكاء الاصطناعي لكل مستخدم وأداة' }),
    ).toBeTruthy();
    expect(screen.getByText('search_catalog: 2')).toBeTruthy();
  });

  it("reads the chart colours from the theme's variables, per scheme, with Mantine's defaults", () => {
    const el = document.createElement('div');
    document.body.append(el);
    expect(chartColours(el, 'dark').lines).toEqual(DARK_COLOURS);
    el.style.setProperty('--mantine-color-blue-4', '#74c0fc');
    el.style.setProperty('--mantine-color-text', '#c9c9c9');
    const dark = chartColours(el, 'dark');
    expect(dark.lines[0]).toBe('#74c0fc');
    expect(dark.text).toBe('#c9c9c9');
    el.remove();
  });
});
