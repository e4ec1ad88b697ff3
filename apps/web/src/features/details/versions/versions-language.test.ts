import { afterEach, describe, expect, it } from 'vitest';
import { ensureArea } from '../../../lib/i18n/areas.ts';
import { activateLanguage } from '../../../lib/i18n/i18n.ts';
import { schemeSummary } from '../documentation/viewer/overview.tsx';
import { summaryText } from './changelog-view.tsx';
import { lifecycleText } from './use-version.ts';
import { versionOptionText } from './version-switcher.tsx';

const summary = {
  breaking: 2,
  nonBreaking: 1,
  operationsAdded: 0,
  operationsRemoved: 0,
  operationsDeprecated: 0,
  operationsChanged: 0,
};
const deprecated = {
  label: '1.0',
  state: 'deprecated' as const,
  sunsetAt: null,
  isDefault: false,
} as Parameters<typeof versionOptionText>[0];

describe('changelog and version texts follow the language (issue 31)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('counts changes with each language plural forms and names the lifecycle', async () => {
    await Promise.all([ensureArea('docs'), ensureArea('versions')]);
    expect(summaryText(summary)).toBe('2 breaking changes, 1 non-breaking change');
    await activateLanguage('de');
    expect(summaryText(summary)).toBe('2 inkompatible Änderungen, 1 kompatible Änderung');
    expect(lifecycleText({ label: '1.0', state: 'retired', sunsetAt: null }, String)).toBe(
      'Version 1.0 wurde abgeschaltet.',
    );
    expect(versionOptionText(deprecated)).toBe('1.0 (veraltet)');
    expect(schemeSummary({ name: 'k', type: 'apiKey', in: 'query', paramName: 'key' } as never)).toBe(
      'API-Schlüssel, gesendet im Query-Parameter „key“.',
    );
    await activateLanguage('ar');
    // Arabic: the dual and the few form, with the Arabic list comma.
    expect(summaryText(summary)).toBe('تغييران جذريان، تغيير واحد غير جذري');
    expect(summaryText({ ...summary, breaking: 3 })).toMatch(/^[3٣] تغييرات جذرية/);
    await activateLanguage('en');
    expect(lifecycleText({ label: '1.0', state: 'retired', sunsetAt: null }, String)).toBe(
      'Version 1.0 has been retired.',
    );
  });
});
