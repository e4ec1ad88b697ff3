// Builds the web app (apps/web/dist, Vite) and the server (apps/server/dist, apps/server/scripts/
// build.mjs) for `npm start`, each only when its output is missing or was built from other inputs, so
// `npm start` on an already-built clone goes straight to the server.
//
// A build writes a stamp into its output folder: a SHA-256 of the content and path of every input file
// (below) and the Node.js version. The output is reused only when its stamp matches the inputs now,
// so any edit, checkout, added or deleted file, or lockfile change rebuilds it, whatever the mtimes
// say. Builds made another way (`npm run build -w apps/web`, vite emptying dist) leave no stamp, so
// the next run rebuilds rather than trusting them.
//
// Usage: node scripts/build-if-stale.mjs [web] [server] [--force]   (no target: both)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';

/** Inputs shared by both builds: dependency versions, compiler settings, the contract. */
const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contract'];

// Tests, browser tests and build outputs are not inputs of either build.
const skipDir = new Set(['node_modules', 'dist', 'e2e', 'test-results', 'playwright-report', '.vite']);
const skipFile = (name) => /\.test\.tsx?$/.test(name) || name === STAMP || name.endsWith('.tsbuildinfo');

const targets = {
  web: {
    inputs: [...shared, 'apps/web'],
    out: 'apps/web/dist',
    check: 'index.html',
    build: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  server: {
    inputs: [
      ...shared,
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'apps/server/src',
      'apps/server/scripts',
    ],
    out: 'apps/server/dist',
    check: 'main.js',
    build: [process.execPath, ['apps/server/scripts/build.mjs']],
  },
};

function files(rel) {
  const full = path.join(root, rel);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [rel];
  const out = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory() && !skipDir.has(entry.name)) out.push(...files(child));
    else if (entry.isFile() && !skipFile(entry.name)) out.push(child);
  }
  return out;
}

export function inputHash(name) {
  const hash = crypto.createHash('sha256').update(`node ${process.version}\n`);
  const list = [...new Set(targets[name].inputs.flatMap(files))].sort();
  for (const rel of list) {
    hash.update(`${rel}\n`);
    hash.update(fs.readFileSync(path.join(root, rel)));
    hash.update('\n');
  }
  return hash.digest('hex');
}

/** Builds `name` unless its stamp matches its inputs; returns whether it built. */
export function buildIfStale(name, { force = false, log = console.log } = {}) {
  const t = targets[name];
  const out = path.join(root, t.out);
  const hash = inputHash(name);
  const stampFile = path.join(out, STAMP);
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && stamp === hash && fs.existsSync(path.join(out, t.check))) {
    log(`${name}: ${t.out} is up to date`);
    return false;
  }
  log(`${name}: building ${t.out}${stamp ? ' (sources changed)' : ''}`);
  const [cmd, args] = t.build;
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) throw new Error(`${name} build failed (${r.status ?? r.signal})`);
  // The inputs as they were when the build started: an edit made during the build rebuilds next time.
  fs.writeFileSync(stampFile, `${hash}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((a) => !a.startsWith('--'));
  for (const n of names) if (!(n in targets)) throw new Error(`unknown target ${n}; targets: web, server`);
  try {
    for (const name of names.length ? names : Object.keys(targets)) buildIfStale(name, { force });
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
