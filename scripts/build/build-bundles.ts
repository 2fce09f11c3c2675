/**
 * Child process of `npm run build`: builds the client and server bundles with Vite into the
 * directory given as its argument (`client/` with its manifest, `server/`). A process of its own
 * so that the bundler's native memory (about 250 MB that Vite's bundler keeps once done) is
 * returned when it exits instead of staying in the build's process for the prerender, and so
 * that it runs beside content loading on the other core. Exits non-zero when a build fails.
 */
import path from 'node:path';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node scripts/build/build-bundles.ts OUT_DIR');

await build({ root: ROOT, logLevel: 'warn', build: { outDir: path.join(outDir, 'client') } });
await build({
  root: ROOT,
  logLevel: 'warn',
  build: {
    ssr: 'src/render/server-entry.tsx',
    outDir: path.join(outDir, 'server'),
    emptyOutDir: true,
    rollupOptions: { input: 'src/render/server-entry.tsx' },
  },
});
// The studio's script (/admin/, src/studio/main.tsx): a bundle of its own, never on the site's pages.
const { default: react } = await import('@vitejs/plugin-react');
await build({
  root: ROOT,
  configFile: false,
  publicDir: false,
  plugins: [react()],
  // Decap's dependencies (js-yaml, toml, gray-matter) use direct eval: known, and only here.
  logLevel: 'error',
  define: { global: 'globalThis' },
  build: {
    outDir: path.join(outDir, 'client/admin'),
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: 'src/studio/main.tsx',
      output: {
        entryFileNames: 'studio.js',
        chunkFileNames: 'studio-[hash].js',
        assetFileNames: 'studio-[hash][extname]',
      },
    },
  },
});
// For the build's CPU figures (scripts/build/build-memory.ts): its process does not count a child's.
const { user, system } = process.cpuUsage();
process.send?.({ cpuMs: (user + system) / 1000 });
process.disconnect?.();
