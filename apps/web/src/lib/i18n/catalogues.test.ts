import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../build/compile-catalogues.ts';
import { LANGUAGES } from './languages.ts';

const root = path.join(import.meta.dirname, 'locales');
/** The shared catalogues ('' : locales/<code>.json) and each area's (locales/<area>/<code>.json). */
const AREAS = [
  '',
  ...fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
];
const dirOf = (area: string) => path.join(root, area);
const read = (code: string, area = '') =>
  JSON.parse(fs.readFileSync(path.join(dirOf(area), `${code}.json`), 'utf8')) as Record<string, string>;
const english = read('en');
/** The {placeholders} of a message (plural arguments included), sorted. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
const label = (area: string) => area || 'shared';
const others = LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code);

describe('message catalogues (issue 31)', () => {
  it.each(AREAS.map(label))('%s: one catalogue per language and nothing else', (name) => {
    const area = name === 'shared' ? '' : name;
    const files = fs.readdirSync(dirOf(area)).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((l) => `${l.code}.json`).sort());
  });

  it.each(AREAS.flatMap((area) => others.map((code) => [label(area), code])))(
    '%s: %s has every key of English, no other, with the same placeholders and no empty text',
    (name, code) => {
      const area = name === 'shared' ? '' : name;
      const source = read('en', area);
      const catalogue = read(code, area);
      expect(Object.keys(catalogue).filter((k) => !(k in source))).toEqual([]);
      expect(Object.keys(source).filter((k) => !(k in catalogue))).toEqual([]);
      for (const [key, message] of Object.entries(source)) {
        expect(catalogue[key].trim(), `${code}: ${key}`).not.toBe('');
        expect(placeholders(catalogue[key]), `${code}: ${key}`).toEqual(placeholders(message));
      }
    },
  );

  it.each(AREAS.flatMap((area) => LANGUAGES.map((l) => [label(area), l.code])))(
    '%s: %s compiles (valid ICU messages)',
    (name, code) => {
      const area = name === 'shared' ? '' : name;
      expect(() =>
        compileCatalogue(fs.readFileSync(path.join(dirOf(area), `${code}.json`), 'utf8'), code),
      ).not.toThrow();
    },
  );

  it.each(AREAS.filter(Boolean))(
    "%s: every key starts with the area's name and none is also in the shared catalogue",
    (area) => {
      const keys = Object.keys(read('en', area));
      expect(keys.filter((k) => !k.startsWith(`${area}.`))).toEqual([]);
      expect(keys.filter((k) => k in english)).toEqual([]);
    },
  );

  it("keeps the spec's English texts character for character", () => {
    expect(english['menu.greeting']).toBe('Hi, {name}');
    expect(english['menu.profile']).toBe('My Profile');
    expect(english['menu.logout']).toBe('Logout');
    expect(english['landing.discover']).toBe('Discover our APIs');
    expect(english['landing.recent.empty']).toBe('You have no recently viewed APIs');
    expect(english['startup.permissionTitle']).toBe("You don't have permission to view this");
    expect(english['startup.permissionText']).toBe('Please contact your system administrator for access.');
    expect(english['startup.genericTitle']).toBe('Oops! Something went wrong');
    expect(english['notFound.title']).toBe('404 Page Not Found');
    expect(english['notFound.home']).toBe('Visit Our Home Page');
    expect([
      english['nav.home'],
      english['nav.catalog'],
      english['nav.favorites'],
      english['nav.news'],
    ]).toEqual(['Home', 'Catalog', 'My Favorites', 'Latest News']);
  });

  it('refuses a catalogue whose message is not valid ICU', () => {
    expect(() => compileCatalogue('{"a": "{count, plural, one {x}"}', 'broken')).toThrow();
    expect(() => compileCatalogue('{"a": 1}', 'broken')).toThrow(/"a" is not a string/);
  });
});
