import { describe, expect, it } from 'vitest';
import { plainFirstLine } from './operation-view.tsx';
import { prettyBody } from './try-panel.tsx';

describe('Try response and response text', () => {
  it('indents JSON bodies by content type or by their look, and leaves the rest as sent', () => {
    expect(prettyBody('{"a":[1,{"b":2}]}', { 'Content-Type': 'application/json; charset=utf-8' })).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": 2\n    }\n  ]\n}',
    );
    expect(prettyBody('[1]', {})).toBe('[\n  1\n]');
    expect(prettyBody('{"a":', { 'content-type': 'application/problem+json' })).toBe('{"a":');
    expect(prettyBody('{"a":1}', { 'content-type': 'text/plain' })).toBe('{"a":1}');
    expect(prettyBody('<p>x</p>', { 'content-type': 'text/html' })).toBe('<p>x</p>');
  });

  it('summarises a Markdown description by its first line without the marks', () => {
    expect(plainFirstLine('\nThe pets, **paged**.\n\nSee [the guide](https://x.io).')).toBe(
      'The pets, paged.',
    );
    expect(plainFirstLine('[Link](https://x.io) and `code` <b>bold</b>')).toBe('Link and code bold');
    expect(plainFirstLine('')).toBe('');
  });
});
