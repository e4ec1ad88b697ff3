/** A minimal text/event-stream reader for tests: collects events and waits for the one wanted. */
export interface TestEvent {
  id?: string;
  event?: string;
  data: { id: number; type: string; data: Record<string, unknown> };
}

export async function openStream(url: string, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: TestEvent[] = [];
  const waiters: { match: (e: TestEvent) => boolean; resolve: (e: TestEvent) => void }[] = [];
  let ended = false;
  const push = (e: TestEvent) => {
    events.push(e);
    for (const w of [...waiters]) {
      if (w.match(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  };
  const pump = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: Partial<TestEvent> = {};
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            if (field === 'id') e.id = rest.join(': ');
            if (field === 'event') e.event = rest.join(': ');
            if (field === 'data') e.data = JSON.parse(rest.join(': '));
          }
          if (e.data) push(e as TestEvent);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    get ended() {
      return ended;
    },
    /** Resolves with the first event (already received or coming) that matches. */
    next(match: (e: TestEvent) => boolean, timeoutMs = 10_000): Promise<TestEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
