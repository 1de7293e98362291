/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The build lands where the Go binary embeds it (internal/web/dist). emptyOutDir stays off so
// the committed placeholder page survives; the build script removes the previous build itself.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: '../internal/web/dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/connection': { target: 'ws://localhost:8080', ws: true },
    },
    fs: { allow: ['..'] },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
