import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // The contracts workspace is consumed as source, so the client never needs it built first.
    alias: { '@bank/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) },
  },
  build: isSsrBuild
    ? // scripts/prerender.mjs: the landing page rendered to HTML once, at build, in Node.
      { outDir: '.prerender', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // scripts/bench-bundle.mjs reads the manifest to measure what the landing page loads.
        manifest: true,
        rolldownOptions: {
          // The app (index.html) and the landing page on its own (landing.html, served at "/").
          input: { app: page('index.html'), landing: page('landing.html') },
          output: {
            // React and the router change rarely: their own chunks stay cached across releases.
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'react-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
