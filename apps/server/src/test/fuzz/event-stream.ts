import http from 'node:http';
import type { Answer } from './judge.ts';

/** One server-sent event frame: its fields (comments dropped). */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

export interface StreamRead extends Answer {
  /** Frames read before the stream was closed (a 200 only). */
  frames: SseFrame[];
  /** No answer at all within the time limit. */
  timedOut: boolean;
}

export function parseFrame(text: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of text.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'id' || field === 'event' || field === 'retry') frame[field] = value;
  }
  return frame;
}

/**
 * A bounded read of an event stream: opens it, reads the headers and then frames until the first
 * `event:` frame or `quietMs` without one, and closes it. Any other answer is read to its end.
 * `limitMs` bounds the whole exchange.
 */
export function readEventStream(
  url: string,
  headers: Record<string, string>,
  { quietMs = 250, limitMs = 10_000 } = {},
): Promise<StreamRead> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let body = '';
    const frames: SseFrame[] = [];
    let status = 0;
    let responseHeaders: StreamRead['headers'] = {};
    const req = http.get(url, { headers, agent: false });
    const finish = (timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      clearTimeout(quiet);
      req.destroy();
      resolve({ status, headers: responseHeaders, body, frames, timedOut });
    };
    const limit = setTimeout(() => finish(true), limitMs);
    let quiet: NodeJS.Timeout | undefined;
    req.on('error', (err) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      reject(err);
    });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      responseHeaders = res.headers;
      res.setEncoding('utf8');
      const streaming = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
      if (streaming) quiet = setTimeout(() => finish(), quietMs);
      res.on('data', (chunk: string) => {
        body += chunk;
        if (!streaming) return;
        let end = body.indexOf('\n\n');
        while (end !== -1) {
          const frame = parseFrame(body.slice(0, end));
          body = body.slice(end + 2);
          frames.push(frame);
          if (frame.event !== undefined) return finish();
          end = body.indexOf('\n\n');
        }
      });
      res.on('end', () => finish());
      res.on('error', () => finish());
    });
  });
}
