// Compiles the server to plain JavaScript in apps/server/dist, for `npm start` (production runs
// `node dist/main.js`, no run-time TypeScript loader; `npm run dev` keeps tsx watch).
//
// One output file per source file, the folder layout kept: src/x/y.ts becomes dist/x/y.js, so every
// path a module finds from its own location (import.meta.url: the migrations folder, the repository
// root that config.ts counts three folders up to, worker entry points) is the same in dist. Every .ts
// file under src except tests is compiled (files moved or added are built without a list to keep),
// and every other file under src (the SQL migrations, YAML and JSON fixtures) is copied beside it.
//
// esbuild runs in bundle mode only to rewrite imports; nothing is bundled: a relative `./x.ts` import
// becomes `./x.js`, a bare package import stays as it is (node resolves it from node_modules), and
// `@storefront/contract/<name>` (a workspace package whose exports point at .ts sources, which plain
// node cannot load) becomes a relative import of its compiled copy in dist/@storefront/contract/, so
// the server and the contract share one instance of each schema module, as they do under tsx.
// JSON imported by a module is inlined into it.
//
// Usage: node apps/server/scripts/build.mjs   (writes dist/ whole: built beside it, then swapped in)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const serverSrc = path.join(serverDir, 'src');
const contractSrc = path.join(repoRoot, 'packages/contract/src');
const distDir = path.join(serverDir, 'dist');
const CONTRACT_PACKAGE = '@storefront/contract/';
const CONTRACT_OUT = '@storefront/contract';

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('__fixtures__');

/** Every file under `dir`, as absolute paths. */
function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Where the compiled form of source file `file` goes, under `outDir`. */
function outFileOf(file, outDir) {
  const js = file.replace(/\.ts$/, '.js');
  if (file.startsWith(serverSrc + path.sep)) return path.join(outDir, path.relative(serverSrc, js));
  if (file.startsWith(contractSrc + path.sep))
    return path.join(outDir, CONTRACT_OUT, path.relative(contractSrc, js));
  return undefined;
}

function relativeImport(fromFile, toFile) {
  const rel = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Keeps every import external, rewritten to name the compiled file (see the top of this file). */
function rewriteImports(outDir) {
  return {
    name: 'storefront-rewrite-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        let target;
        if (args.path.startsWith(CONTRACT_PACKAGE)) {
          target = path.join(contractSrc, `${args.path.slice(CONTRACT_PACKAGE.length)}.ts`);
          if (!fs.existsSync(target))
            return { errors: [{ text: `no contract module ${args.path} (${target})` }] };
        } else if (args.path.startsWith('.') || path.isAbsolute(args.path)) {
          if (/\.json$/.test(args.path)) return undefined; // inlined
          if (!/\.tsx?$/.test(args.path)) return { path: args.path, external: true };
          target = path.resolve(args.resolveDir, args.path);
        } else {
          return { path: args.path, external: true }; // node: built-ins and packages
        }
        const from = outFileOf(args.importer, outDir);
        const to = outFileOf(target, outDir);
        if (!from || !to) {
          return {
            errors: [{ text: `${args.importer} imports ${args.path}, outside the server and the contract` }],
          };
        }
        return { path: relativeImport(from, to), external: true };
      });
    },
  };
}

/**
 * Every `new URL('./x', import.meta.url)` in the output names a file that is there: a worker entry's
 * `.ts` name (ts-worker.ts loads its `.js` sibling), or a copied file. Fails the build otherwise.
 */
function checkUrlReferences(outDir) {
  const missing = [];
  for (const file of walk(outDir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/new URL\(\s*["'](\.{1,2}\/[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)) {
      const target = path.resolve(path.dirname(file), m[1].replace(/\.ts$/, '.js'));
      if (!fs.existsSync(target)) missing.push(`${path.relative(outDir, file)}: ${m[1]}`);
    }
  }
  if (missing.length)
    throw new Error(`files referenced from import.meta.url are not in the build:\n${missing.join('\n')}`);
}

async function compile(entryPoints, outbase, outdir, plugin) {
  await build({
    entryPoints,
    outbase,
    outdir,
    bundle: true,
    plugins: [plugin],
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Errors and logs name the source's functions and classes as they do under tsx.
    keepNames: true,
    logLevel: 'warning',
    tsconfig: path.join(serverDir, 'tsconfig.json'),
  });
}

export async function buildServer() {
  const t0 = performance.now();
  const tmp = `${distDir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const serverFiles = walk(serverSrc).filter((f) => !isTest(f));
  const contractFiles = walk(contractSrc).filter((f) => f.endsWith('.ts') && !isTest(f));
  const plugin = rewriteImports(tmp);
  try {
    await compile(
      serverFiles.filter((f) => f.endsWith('.ts')),
      serverSrc,
      tmp,
      plugin,
    );
    await compile(contractFiles, contractSrc, path.join(tmp, CONTRACT_OUT), plugin);
    // Files read at run time beside the modules (db/migrations/*.sql and the like).
    for (const file of serverFiles.filter((f) => !f.endsWith('.ts'))) {
      const to = path.join(tmp, path.relative(serverSrc, file));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(file, to);
    }
    checkUrlReferences(tmp);
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.renameSync(tmp, distDir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  return { files: serverFiles.length + contractFiles.length, ms: performance.now() - t0 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, ms } = await buildServer();
  console.log(
    `server built: ${files} files into ${path.relative(process.cwd(), distDir) || '.'} in ${Math.round(ms)} ms`,
  );
}
