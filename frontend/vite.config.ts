import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The contracts workspace is consumed as source, so the client never needs it built first.
    alias: { '@bank/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // scripts/bench-bundle.mjs reads the manifest to measure what the landing route loads.
    manifest: true,
    rolldownOptions: {
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
});
