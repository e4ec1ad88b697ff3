/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { compileCatalogues } from './src/build/compile-catalogues.ts';
import { precompressAssets } from './src/build/precompress.ts';

const root = import.meta.dirname;
const src = (file: string) => path.join(root, 'src', file);

/**
 * The details page's code in few chunks (issue 16 part 8, LCP). Left to itself the bundler splits
 * the lazy code into one chunk per set of pages sharing it: the details page and its About tab came
 * to ~30 small files, and over HTTP/1.1's six connections each costs a round trip before the header
 * renders. This plugin builds once without writing (the automatic split, which knows what each page
 * really uses), then has the real build put the modules of
 * - the chunks the details page needs that neither the landing page nor the catalogue loads into
 *   `details`, those About adds into `details-about`;
 * - the chunks the details page or About shares with the catalogue into `page-shared` (all of them
 *   loaded by the catalogue anyway, so its bytes stay; the landing page loads a little more).
 * The route modules stay their own (small) chunks, so the manifest still names them.
 */
export const DETAILS_CHUNK_ROUTES = {
  details: src('features/details/route.tsx'),
  about: src('features/details/about/about-tab.tsx'),
  protected: [src('features/landing/route.tsx'), src('features/catalog/catalog-route.tsx')],
  catalogue: src('features/catalog/catalog-route.tsx'),
};

export function planChunks(
  chunks: Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'moduleIds' | 'facadeModuleId' | 'isEntry'>[],
  routes = DETAILS_CHUNK_ROUTES,
): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = (moduleId: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === moduleId);
    if (!chunk) throw new Error(`chunk plan: no chunk for ${moduleId}`);
    return chunk.fileName;
  };
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    for (const file of start) visit(file);
    return seen;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const beyondEntry = (moduleId: string) => [...closure([chunkOf(moduleId)])].filter((f) => !entry.has(f));
  const protectedFiles = new Set(routes.protected.flatMap(beyondEntry));
  const catalogue = new Set(beyondEntry(routes.catalogue));
  const routeFiles = new Set([chunkOf(routes.details), chunkOf(routes.about)]);
  const plan = new Map<string, string>();
  const assign = (file: string, group: string) => {
    if (routeFiles.has(file)) return;
    for (const moduleId of byFile.get(file)!.moduleIds) if (!plan.has(moduleId)) plan.set(moduleId, group);
  };
  const details = beyondEntry(routes.details);
  const about = beyondEntry(routes.about);
  for (const file of [...details, ...about]) if (catalogue.has(file)) assign(file, 'page-shared');
  for (const file of details) if (!protectedFiles.has(file)) assign(file, 'details');
  for (const file of about) if (!protectedFiles.has(file)) assign(file, 'details-about');
  return plan;
}

function detailsChunks(): Plugin {
  return {
    name: 'storefront-details-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isPreview,
    async config(config) {
      // The automatic split, not written: same root and base, without this plugin.
      const probe = (await build({
        configFile: false,
        root,
        base: config.base,
        logLevel: 'silent',
        plugins: [compileCatalogues(), react()],
        build: { write: false, copyPublicDir: false, emptyOutDir: false },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const outputs = Array.isArray(probe) ? probe : [probe];
      const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
      const plan = planChunks(chunks);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'details page chunks',
                    name: (moduleId: string) => plan.get(moduleId) ?? null,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  base: '/store/',
  // Brotli and gzip copies of the assets, sent as they are by the server (issue 16 part 8).
  plugins: [compileCatalogues(), react(), precompressAssets({ minBytes: 1024 }), detailsChunks()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/oidc': 'http://localhost:8080' },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
