// Moves the built index.html out of web/dist, into the server renderer's folder as shell.html,
// and writes page.html beside it: the template of server-rendered pages (server-page-template.ts).
// Hosting serves a file in its public folder before any rewrite, so an index.html there would
// answer '/' itself, unrendered; the function serves every page from these templates instead
// (and serves the bare shell for personal pages and when a render fails).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { serverPageTemplate, shellAssets } from './server-page-template.ts';

/** `<html lang>` values and the messages module each one loads (src/config/messages/). */
const MESSAGES = { uk: /[\\/]src[\\/]config[\\/]messages[\\/]ua\.ts$/, en: /[\\/]src[\\/]config[\\/]messages[\\/]en\.ts$/ };

export function shellToFunctions(ssrDir: string): Plugin {
  let outDir = '';
  return {
    name: 'yarn-shop:shell-to-functions',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const messages: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [lang, pattern] of Object.entries(MESSAGES)) {
          if (pattern.test(output.facadeModuleId ?? '')) messages[lang] = `/${output.fileName}`;
        }
      }
      if (Object.keys(messages).length !== Object.keys(MESSAGES).length) throw new Error('shell-to-functions: a messages chunk is missing');

      const shell = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      const { stylesheet, entry, preloads } = shellAssets(shell);
      const css = readFileSync(resolve(outDir, `.${stylesheet}`), 'utf8');
      const own = preloads.filter((href) => !Object.values(messages).includes(href));
      mkdirSync(ssrDir, { recursive: true });
      writeFileSync(resolve(ssrDir, 'page.html'), serverPageTemplate(shell, css, { entry, preloads: own, messages }));
      renameSync(resolve(outDir, 'index.html'), resolve(ssrDir, 'shell.html'));
    },
  };
}
