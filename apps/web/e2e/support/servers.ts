import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../../..');

export interface StartedServer {
  url: string;
  pid: number;
  dataDir: string;
  logFile: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/auth-config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`server at ${url} did not start (exit ${child.exitCode}):\n${log}`);
}

/**
 * Starts the compiled server (`node apps/server/dist/main.js`, as `npm start` runs it; `npm run
 * test:e2e` builds it first when its sources changed) in its own process group on a free port with
 * a fresh data directory (embedded PGlite, embedded identity provider) serving apps/web/dist.
 */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-e2e-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(dataDir, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Specs post hundreds of payloads from one address; a spec testing the limits passes its own.
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '1000000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000000',
      RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '1000000',
      ...env,
    },
  });
  child.unref();
  // If the runner dies without its teardown, do not leave the server behind.
  process.once('exit', () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already stopped
    }
  });
  // A demo-seeded start took over 180 s on a 2-core machine at load 30; CI is quieter, but never flaky.
  await waitUntilUp(url, child, logFile, 600_000);
  return { url, pid: child.pid!, dataDir, logFile };
}

/** Ends the server's process group, then removes its data. */
export async function stopServer(server: StartedServer) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(-server.pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
