import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served at "/backoffice/" by the backend from backoffice/dist (unknown GETs under it fall back to index.html).
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React in its own long-cached chunk. The rest of node_modules is left to the bundler on purpose: a single
        // "vendor" or "mui" group would pull the libraries only lazy pages use (grids, forms, dialogs) into the first
        // load (345 kB gzip with those groups, 276 kB without; see docs/performance.md).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 }],
        },
      },
    },
  },
  // `npm run dev`: reached through the storefront's dev server (one origin), so its hot-reload socket is too.
  server: {
    hmr: { clientPort: Number(process.env.DEV_WEB_PORT ?? 5173) },
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
});
