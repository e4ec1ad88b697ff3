import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testConfig } from '../../test/render.tsx';
import { Component as TopApisRoute } from './top-apis-route.tsx';

describe('/catalog/top-apis switched off (issue 27)', { timeout: 30_000 }, () => {
  it('answers the 404 page and asks nothing of the server', async () => {
    const base = testConfig();
    const config = testConfig({
      portalUIConfig: {
        ...base.portalUIConfig,
        mainNavigation: { ...base.portalUIConfig.mainNavigation, topApis: { enabled: false } },
      },
    });
    const { fetchMock } = renderPage(<TopApisRoute />, { config });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/api/web/catalog')),
    ).toEqual([]);
  });
});
