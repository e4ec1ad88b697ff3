import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth } from './api-client.ts';
import { connectLiveEvents } from './live-events.ts';

/** A response whose body is the given SSE text, then ends (the server went away). */
const stream = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  configureApiAuth(null);
});

describe('connectLiveEvents', () => {
  it('delivers events, reconnects after the stream ends with backoff, and resumes from the last id', async () => {
    vi.useFakeTimers();
    configureApiAuth({ getAccessToken: async () => 'tok', renew: async () => false, signIn: async () => {} });
    const calls: Headers[] = [];
    const replies = [
      () =>
        stream(
          'retry: 2000\n\nevent: ready\ndata: {"id":0,"type":"ready","data":{}}\n\nid: 7\nevent: news\ndata: {"id":7,"type":"news","data":{}}\n\n',
        ),
      () => new Response(JSON.stringify({ code: 'HTTP-503', detail: 'x' }), { status: 503 }),
      () => stream('id: 8\nevent: notifications\ndata: {"id":8,"type":"notifications","data":{}}\n\n'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(new Headers(init.headers));
        return (replies.shift() ?? (() => new Promise<Response>(() => {})))();
      }),
    );
    const events: string[] = [];
    let connected = 0;
    const live = connectLiveEvents({
      onEvent: (e) => events.push(`${e.type}:${e.id}`),
      onConnected: () => connected++,
    });
    await vi.waitFor(() => expect(events).toEqual(['ready:0', 'news:7']));
    expect(calls[0].get('authorization')).toBe('Bearer tok');
    expect(calls[0].get('accept')).toBe('text/event-stream');
    expect(calls[0].has('last-event-id')).toBe(false);
    // The stream ended: the next try waits (backoff), then fails (503), then waits longer.
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(calls[1].get('last-event-id')).toBe('7');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(events).toEqual(['ready:0', 'news:7', 'notifications:8']));
    expect(calls[2].get('last-event-id')).toBe('7');
    expect(connected).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[3].get('last-event-id')).toBe('8');
    live.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
  });
});
