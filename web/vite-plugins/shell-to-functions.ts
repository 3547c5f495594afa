// Moves the built index.html out of web/dist, into the server renderer's folder as shell.html.
// Hosting serves a file in its public folder before any rewrite, so an index.html there would
// answer '/' itself, unrendered; the function serves every page from this template instead
// (and serves it bare when a render fails).
import { mkdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function shellToFunctions(ssrDir: string): Plugin {
  let outDir = '';
  return {
    name: 'yarn-shop:shell-to-functions',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(ssrDir, { recursive: true });
      renameSync(resolve(outDir, 'index.html'), resolve(ssrDir, 'shell.html'));
    },
  };
}
