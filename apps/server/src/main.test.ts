import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';
import { connectPglite } from './db/connection.ts';

function waitForLine(child: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${seen}`)),
      ms,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const m = seen.match(pattern);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

describe('main: start and graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds, serves, and on SIGTERM finishes and closes the database cleanly', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STOREFRONT_SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const line = await waitForLine(child, /Server listening at http:\/\/127\.0\.0\.1:\d+/, 60_000);
    const origin = line.replace('Server listening at ', '');
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const handle = await connectPglite(dataDir);
    const settings = await handle.db.selectFrom('settings').select('key').execute();
    const migrations = await handle.db.selectFrom('schema_migrations').select('name').execute();
    await handle.close();
    expect(settings.map((s) => s.key)).toEqual(expect.arrayContaining(['config', 'branding']));
    expect(migrations.length).toBeGreaterThan(0);
  });
});
