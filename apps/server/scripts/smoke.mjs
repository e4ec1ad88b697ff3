// CI's check that the compiled server runs (`npm start`'s server): builds apps/server/dist when stale,
// starts `node dist/main.js` on a fresh embedded database (PGlite on its worker thread, loaded from
// dist as well), waits for /readyz, asks /store/ and /api/auth-config, gets a token from the compiled
// CLI, then stops it with SIGTERM and expects a clean exit. A few seconds; fails with the server's log.
//
// Usage: node apps/server/scripts/smoke.mjs
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');

const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-stale.mjs'), 'server'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-smoke-'));
const logFile = path.join(work, 'server.log');
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: path.join(work, 'data'),
  DATABASE_URL: '',
  PGLITE_THREAD: 'worker',
  STOREFRONT_SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
};
const out = fs.openSync(logFile, 'a');
const t0 = performance.now();
const child = spawn(process.execPath, ['dist/main.js'], { cwd: serverDir, env, stdio: ['ignore', out, out] });
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(
    `compiled server smoke test: ${message}\n--- server log\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`,
  );
  child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

async function get(p, headers = {}) {
  try {
    const res = await fetch(`${origin}${p}`, { headers, signal: AbortSignal.timeout(5000) });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    return { status: 0, text: err.message };
  }
}

let ready = false;
while (!ready && performance.now() - t0 < 300_000) {
  if (child.exitCode !== null) fail(`exited (${child.exitCode}) before it was ready`);
  ready = (await get('/readyz')).status === 200;
  if (!ready) await new Promise((r) => setTimeout(r, 100));
}
if (!ready) fail('not ready in 300 s');
const startMs = performance.now() - t0;

const webBuilt = fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'));
const checks = [['/api/auth-config', 200], ...(webBuilt ? [['/store/', 200]] : [])];
for (const [p, want] of checks) {
  const res = await get(p);
  if (res.status !== want)
    fail(`GET ${p} answered ${res.status}, expected ${want}: ${res.text.slice(0, 200)}`);
}
const token = spawnSync(process.execPath, ['dist/cli/main.js', 'token', 'alice'], {
  cwd: serverDir,
  env,
  encoding: 'utf8',
});
const bearer = token.stdout.trim().split('\n').pop();
if (token.status !== 0 || !bearer) fail(`storefront token (compiled CLI) failed: ${token.stderr}`);
const me = await get('/api/web/my/store', { authorization: `Bearer ${bearer}` });
if (me.status !== 200)
  fail(`GET /api/web/my/store with the CLI's token answered ${me.status}: ${me.text.slice(0, 200)}`);

child.kill('SIGTERM');
const { code, signal } = await exited;
if (code !== 0) fail(`SIGTERM ended it with ${code ?? signal}, expected 0`);
fs.rmSync(work, { recursive: true, force: true });
console.log(
  `compiled server: ready in ${(startMs / 1000).toFixed(1)} s on a fresh PGlite database; ${checks.map(([p]) => p).join(', ')}, /api/web/my/store with a CLI token answered; stopped cleanly`,
);
