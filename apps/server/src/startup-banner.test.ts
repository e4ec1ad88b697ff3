import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';
import { startupBanner } from './startup-banner.ts';

describe('startupBanner', () => {
  it('names the one address to open', () => {
    expect(startupBanner({ host: '127.0.0.1', port: 8080, publicUrl: 'http://localhost:8080' })).toEqual([
      'Storefront is ready: open http://localhost:8080/store/',
    ]);
  });

  it('on all interfaces with a loopback PUBLIC_URL, says PUBLIC_URL must be set for other machines', () => {
    for (const host of ['0.0.0.0', '::']) {
      for (const publicUrl of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
        const lines = startupBanner({ host, port: 8080, publicUrl });
        expect(lines[0]).toBe(`Storefront is ready: open ${publicUrl}/store/`);
        expect(lines[1]).toContain(
          `It listens on all interfaces (HOST=${host}), but PUBLIC_URL is ${publicUrl}`,
        );
        expect(lines[1]).toContain('to reach the portal from another machine, set PUBLIC_URL');
        expect(lines).toHaveLength(2);
      }
    }
  });

  it('says nothing more when PUBLIC_URL already names an address others can use', () => {
    expect(startupBanner({ host: '0.0.0.0', port: 8080, publicUrl: 'https://portal.example.com' })).toEqual([
      'Storefront is ready: open https://portal.example.com/store/',
    ]);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function collectOutput(child: ChildProcess) {
  let seen = '';
  const onData = (chunk: Buffer) => {
    seen += chunk.toString();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    text: () => seen,
    waitFor(pattern: RegExp, ms: number): Promise<void> {
      const deadline = Date.now() + ms;
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(seen)) resolve();
          else if (Date.now() > deadline || child.exitCode !== null)
            reject(new Error(`no ${pattern} in output:\n${seen}`));
          else setTimeout(check, 100);
        };
        check();
      });
    },
  };
}

describe('npm start on all interfaces (the real process)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-banner-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the address to open and the PUBLIC_URL advice, and redirects another host there', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '0.0.0.0',
        PUBLIC_URL: '',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        STOREFRONT_SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    await output.waitFor(/PUBLIC_URL is http:\/\/localhost:\d+: .*\n/, 170_000);
    const lines = output.text().split('\n');
    expect(lines).toContain(`Storefront is ready: open http://localhost:${port}/store/`);
    expect(lines.some((l) => l.startsWith('It listens on all interfaces (HOST=0.0.0.0)'))).toBe(true);
    // A loopback PUBLIC_URL without STOREFRONT_DEMO: the quick start's demo mode, and it says so.
    expect(lines.some((l) => l.startsWith('This is a DEMO (STOREFRONT_DEMO)'))).toBe(true);

    const other = await fetch(`http://127.0.0.1:${port}/store/catalog?x=1`, { redirect: 'manual' });
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toBe(`http://localhost:${port}/store/catalog?x=1`);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  }, 180_000);
});

describe('npm start with demo accounts on a non-loopback PUBLIC_URL (the real process)', () => {
  it('refuses to start until STOREFRONT_DEMO is set', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          PUBLIC_URL: 'http://portal.example.com',
          STOREFRONT_DEMO: '',
          OIDC_ISSUER: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output = collectOutput(child);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output.text()).toContain(
      'Storefront will not start: PUBLIC_URL http://portal.example.com is not a loopback address',
    );
  }, 120_000);
});
