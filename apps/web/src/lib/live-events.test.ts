import { describe, expect, it } from 'vitest';
import { backoffMs, createSseParser } from './live-events.ts';

describe('server-sent events parser', () => {
  it('joins chunks into frames with id, event and data; skips comments and retry hints', () => {
    const parse = createSseParser();
    expect(parse('retry: 2000\n\n: ping\n\nid: 4\nevent: news\nda')).toEqual([]);
    expect(parse('ta: {"id":4}\n\nid: 5\r\ndata: a\r\ndata: b\r\n\r\n')).toEqual([
      { id: '4', event: 'news', data: '{"id":4}' },
      { id: '5', data: 'a\nb' },
    ]);
  });
});

describe('reconnect backoff', () => {
  it('doubles from 1 s to a 30 s cap, jittered within the upper half', () => {
    expect([0, 1, 2, 3, 10].map((f) => backoffMs(f, () => 0))).toEqual([500, 1000, 2000, 4000, 15_000]);
    expect([0, 1, 10].map((f) => backoffMs(f, () => 1))).toEqual([1000, 2000, 30_000]);
  });
});
