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
    apply: 'build',
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

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React in its own long-cached chunk, so a release only re-downloads the app's code. Other libraries stay
        // with the routes and dialogs that use them, so a page downloads only what it shows.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
