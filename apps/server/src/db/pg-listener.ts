import pg from 'pg';

export type Unlisten = () => Promise<void>;

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (pool connections come and go; a listener must stay).
 * A dropped connection is reopened with exponential backoff and LISTEN issued again; `onReconnect`
 * tells the caller that notifications may have been missed meanwhile.
 */
export async function listenPostgres(
  options: { connectionString: string; searchPath?: string },
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const open = async () => {
    const c = new pg.Client({
      connectionString: options.connectionString,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    c.on('error', () => reopen(c));
    c.on('end', () => reopen(c));
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    delay = RETRY_MIN_MS;
  };

  const reopen = (failed: pg.Client) => {
    if (stopped || client !== failed || timer) return;
    client = undefined;
    failed.end().catch(() => {});
    const retry = () => {
      timer = setTimeout(() => {
        timer = undefined;
        if (stopped) return;
        open().then(onReconnect, () => {
          delay = Math.min(delay * 2, RETRY_MAX_MS);
          retry();
        });
      }, delay);
      timer.unref();
    };
    retry();
  };

  await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
    client = undefined;
  };
}
