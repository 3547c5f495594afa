// Bundles the functions into lib/index.js with esbuild. Bundling lets them use the pure
// modules in ../domain (shared with the SPA) while `firebase deploy` uploads functions/ alone;
// npm packages stay external and are installed from package.json as usual.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('lib', { recursive: true, force: true });

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  outfile: 'lib/index.js',
  logLevel: 'warning',
});
