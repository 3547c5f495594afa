// Bundles the functions into lib/index.js with esbuild. Bundling lets them use the pure modules
// in ../domain (shared with the SPA) while `firebase deploy` uploads functions/ alone; npm
// packages stay external and are installed from package.json as usual.
// One CommonJS file, evaluated lazily (ADR 17): a module that the sources reach only through a
// require() or import() call is wrapped by esbuild and runs, with the packages it imports, when
// that call first runs. So an instance loads the definition of the function it serves, and that
// function's code on its first call, though every function is in the one file.
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
