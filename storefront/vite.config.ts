import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a Brotli and a gzip copy beside every script, style sheet and SVG of the build; the API sends the copy the
 * browser accepts (compressed once at build time at the highest level, instead of on every request).
 */
function precompress(): Plugin {
  return {
    name: 'bte-precompress',
    // The server bundle is read from disk by the API, never sent to browsers.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    // After the files are written: by then every placeholder in the chunks has been filled in.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const bytes = readFileSync(join(outDir, fileName));
        if (bytes.length < 1024) continue;
        writeFileSync(join(outDir, `${fileName}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), tailwindcss(), precompress()],
  // The server bundle (`vite build --ssr`, ADR 0010) carries its libraries, so the API can load it from any
  // install without the storefront's dependencies beside it.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // The server render reads it to find the script of server-rendered pages (entry-server.tsx).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {
          // The server bundle holds every language's messages (the browser's loads them one per chunk).
          onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
        }
      : {
          // index.html starts the pages rendered in the browser; hydrate-entry.ts the server-rendered ones, which
          // load hydrate.tsx after their first paint.
          input: { index: 'index.html', 'hydrate-entry': 'src/hydrate-entry.ts', hydrate: 'src/hydrate.tsx' },
          output: {
            // React in its own long-cached chunk, so a release only re-downloads the app's code. Other libraries stay
            // with the routes and dialogs that use them, so a page downloads only what it shows.
            codeSplitting: {
              groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
            },
          },
        },
  },
  // `npm run dev` (scripts/dev.mjs): this server is the one origin; it passes the API and the back-office's own dev
  // server (with its hot-reload socket) through.
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 3000}`,
      '/backoffice': { target: `http://localhost:${process.env.DEV_BACKOFFICE_PORT ?? 5174}`, ws: true },
    },
  },
}));
