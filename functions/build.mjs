// Bundles the functions into lib/ with esbuild. Bundling lets them use the pure modules in
// ../domain (shared with the SPA) while `firebase deploy` uploads functions/ alone; npm packages
// stay external and are installed from package.json as usual.
// ES modules with code splitting (ADR 17): lib/index.mjs holds the functions' definitions, and
// each dynamic import() in the sources becomes a chunk of its own, loaded on a function's first
// call; code used by several chunks is shared, not copied. The files are .mjs because
// functions/package.json keeps the CommonJS default for the sources that tests and scripts run.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('lib', { recursive: true, force: true });

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  outdir: 'lib',
  outExtension: { '.js': '.mjs' },
  // Every chunk sits beside index.mjs, so that __dirname (config.ts, ssr/renderer.ts) is lib/ in each.
  chunkNames: '[name]-[hash]',
  banner: {
    js: "import { dirname as __bundleDirname } from 'node:path'; import { fileURLToPath as __bundleFilePath } from 'node:url'; const __dirname = __bundleDirname(__bundleFilePath(import.meta.url));",
  },
  logLevel: 'warning',
});
