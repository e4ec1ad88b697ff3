/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './src/build/precompress.ts';

export default defineConfig({
  base: '/store/',
  // Brotli and gzip copies of the assets, sent as they are by the server (issue 16 part 8).
  plugins: [react(), precompressAssets({ minBytes: 1024 })],
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
