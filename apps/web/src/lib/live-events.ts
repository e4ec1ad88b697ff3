import type { LiveEvent } from '@storefront/contract/live';
import { apiFetch } from './api-client.ts';

export interface SseFrame {
  id?: string;
  event?: string;
  data: string;
}

/** Splits a text/event-stream into frames; feed it chunks, it returns the frames completed so far. */
export function createSseParser() {
  let buffer = '';
  return (chunk: string): SseFrame[] => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const frames: SseFrame[] = [];
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const frame: SseFrame = { data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') frame.id = value;
        else if (field === 'event') frame.event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) {
        frame.data = data.join('\n');
        frames.push(frame);
      }
      cut = buffer.indexOf('\n\n');
    }
    return frames;
  };
}

/** Reconnect delay: 1 s doubling to 30 s, with jitter so a restarted server is not stormed. */
export function backoffMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, failures));
  return Math.round(base / 2 + (random() * base) / 2);
}

export interface LiveConnection {
  close(): void;
}

/**
 * Follows GET /api/web/events (fetch, so the bearer token goes in a header), reconnecting with
 * backoff and resuming from the last event id. `onEvent` gets every event; `onConnected` each
 * (re)connection, when the caller should refetch what may have changed meanwhile.
 */
export function connectLiveEvents(handlers: {
  onEvent: (event: LiveEvent) => void;
  onConnected?: () => void;
}): LiveConnection {
  let lastId: string | undefined;
  let failures = 0;
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastId) headers['last-event-id'] = lastId;
    const response = await apiFetch('/api/web/events', { headers, signal: controller.signal });
    if (!response.body) throw new Error('no stream');
    handlers.onConnected?.();
    const parse = createSseParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const frame of parse(decoder.decode(value, { stream: true }))) {
        if (frame.id) lastId = frame.id;
        failures = 0;
        try {
          handlers.onEvent(JSON.parse(frame.data) as LiveEvent);
        } catch {
          // A malformed frame is skipped; the next refetch catches up.
        }
      }
    }
  };

  const loop = () => {
    if (stopped) return;
    run()
      .catch(() => {})
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, backoffMs(failures++));
      });
  };
  loop();
  return {
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
    },
  };
}
