import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { AREAS } from './area-catalogues.ts';
import { ensureArea, withArea } from './areas.ts';
import { activateLanguage } from './i18n.ts';

describe('per-area catalogues (issue 31)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('finds each area folder under locales/', () => {
    expect(AREAS).toContain('profile');
  });

  it('a route loader brings its area, and a language change brings the areas loaded so far', async () => {
    const route = withArea('profile', async () => ({ Component: 'page' }));
    expect(await route()).toEqual({ Component: 'page' });
    await activateLanguage('de');
    expect(i18n._('profile.form.save')).toBe('Speichern');
    // The shared catalogue switched with it, and stays whole.
    expect(i18n._('menu.profile')).not.toBe('menu.profile');
    await activateLanguage('ja');
    expect(i18n._('profile.form.save')).toBe('保存');
    await activateLanguage('en');
    expect(i18n._('profile.form.save')).toBe('Save');
  });

  it('an area asked for in another language loads in that language', async () => {
    await activateLanguage('fr');
    await ensureArea('profile');
    expect(i18n._('profile.form.save')).toBe('Enregistrer');
  });

  it('refuses an area with no catalogue', async () => {
    await expect(ensureArea('no-such-area')).rejects.toThrow(/no catalogue for the "no-such-area" area/);
  });
});
