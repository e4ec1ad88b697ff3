import { fileURLToPath } from 'node:url';
import { PROFILE_TEXTS } from '@storefront/contract/profile';
import { describe, expect, it } from 'vitest';
import {
  TEXTS as ACCESS_TEXTS,
  describeFieldErrors,
  FIELD_TEXT_MAX,
} from '../../modules/access/requests/payload-validate.ts';
import { importLimits, tooLarge } from '../../modules/catalog/import/limits.ts';
import { KEY_NOT_APPROVED } from '../../modules/runtime/subscriptions/try-gate.ts';
import { tooManyRequestsText } from '../../rate-limit.ts';
import { findDetailSites, HOLE } from './detail-sites.ts';
import { matchDetail } from './localize-detail.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/**
 * Places whose detail the scanner cannot follow to text, each with every text it can send (made by
 * the code itself where it can be called), which the catalogue must translate like any other. A
 * new place fails the test until it is listed here with its texts.
 */
const REVIEWED: Record<string, string[]> = {
  'auth/plugin.ts mismatch.detail(opts.config)': [
    'The access token was refused: its audience (aud) does not include "storefront-api" (OIDC_AUDIENCE).',
    'The access token was refused: its issuer (iss) is not the configured identity provider (OIDC_ISSUER).',
    "The access token was refused: its signature does not verify with the identity provider's keys or its algorithm is not allowed (OIDC_ALGORITHMS).",
  ],
  'modules/access/requests/service.ts describeFieldErrors(errors)': [
    ...Object.values(ACCESS_TEXTS),
    'is not a field of the template',
    'is given more than once',
    'must be text',
    `must be at most ${FIELD_TEXT_MAX} characters`,
    '"Other" is not one of the options',
  ].map((text) => describeFieldErrors([{ field: 'appComponent', text }])),
  'modules/catalog/import/import-files.ts tooLarge(size, limits)': [
    `Invalid body: ${tooLarge(3_000_000, { ...importLimits(), maxBytes: 2_000_000 })}`,
  ],
  'modules/catalog/import/parse-document.ts tooLarge(content.length, limits)': [
    `Invalid document: ${tooLarge(900, { ...importLimits(), maxBytes: 500 })}`,
  ],
  // Not for the catalogue: the YAML parser's own message, passed on as written (its line and column
  // are what the reader needs; its English is the parser's, not ours).
  'modules/catalog/import/parse-document.ts yaml.reason': [],
  'modules/docs/proxy/try-service.ts refusal': [KEY_NOT_APPROVED],
  'modules/profile/service.ts checked.error': Object.values(PROFILE_TEXTS),
  'rate-limit.ts tooManyRequestsText(s)': [tooManyRequestsText(1), tooManyRequestsText(30)],
};

const sites = findDetailSites({
  server: here('../..'),
  shared: [here('../../../../../packages/contract/src')],
});
const sample = (text: string) => text.split(HOLE).reduce((a, b, i) => `${a}x${i}${b}`);

/**
 * Whether a text is translated whole: an entry matches it, and each value in its places is a value
 * (no space: an id, a field path, a number) or a text translated whole itself, so no English
 * sentence is left inside a translated frame.
 */
function covered(text: string): boolean {
  const found = matchDetail(text);
  return !!found && found.values.every((v) => v === undefined || !/\s/.test(v) || covered(v));
}

describe('the problem-text catalogue', () => {
  it('translates every detail text the server can send', () => {
    const texts = [...new Set(sites.flatMap((s) => s.texts ?? []))];
    expect(texts.length).toBeGreaterThan(200);
    const missing = texts.filter((text) => !covered(sample(text)));
    expect(missing).toEqual([]);
  });

  it('follows every detail to text, or the place was reviewed', () => {
    const unresolved = sites.filter((s) => !s.texts).map((s) => `${s.file} ${s.source}`);
    expect(unresolved.filter((u) => !(u in REVIEWED))).toEqual([]);
    expect(Object.keys(REVIEWED).filter((r) => !unresolved.includes(r))).toEqual([]);
  });

  it('translates every text of the reviewed places', () => {
    const texts = Object.values(REVIEWED).flat();
    expect(texts.length).toBeGreaterThan(15);
    expect(texts.filter((text) => !covered(text))).toEqual([]);
  });
});
