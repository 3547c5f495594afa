// Ships the interface messages already parsed, so the ICU parser (about 7 kB gzip) stays out of
// the bundle: formatjs's recommended "precompiled messages + no-parser" set-up, using react-intl's
// own parser at build time.
import { createIntl } from 'react-intl';
import type { Plugin } from 'vite';

/** The shop's catalogues, the admin one and each admin page's own (admin-<page>-ua / -en). */
export const CATALOGUE = /[\\/]src[\\/]config[\\/]messages[\\/](ua|en|admin-ua|admin-en|admin-[a-z]+-(?:ua|en))\.ts$/;

/** Evaluates a catalogue module (plain data once its types are stripped) and returns its one export. */
async function evaluateCatalogue(code: string, id: string): Promise<[string, Record<string, unknown>]> {
  const module: Record<string, unknown> = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  const [exported, ...others] = Object.entries(module);
  if (!exported || others.length > 0 || typeof exported[1] !== 'object' || exported[1] === null) {
    throw new Error(`${id} must export exactly one object of messages and import nothing at runtime`);
  }
  return [exported[0], exported[1] as Record<string, unknown>];
}

function compile(messages: Record<string, unknown>, id: string): Record<string, unknown> {
  // Parsing does not depend on the locale; formatting, which does, happens in the browser.
  const { getMessageFormat } = createIntl({ locale: 'uk-UA', messages: {} }).formatters;
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      if (typeof text !== 'string') throw new Error(`${id}: message ${key} is not a string`);
      return [key, getMessageFormat(text, 'uk-UA').getAst()];
    }),
  );
}

export function precompileMessages(): Plugin {
  return {
    name: 'yarn-shop:precompile-messages',
    // Dev and tests keep the parser, which also reports a broken message with its text.
    apply: 'build',
    // After the TypeScript transform, so the module is plain JavaScript.
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    // The Ukrainian messages (the default language) are fetched with the page's own scripts
    // instead of after main.tsx has run: a module preload in index.html. An English visitor
    // fetches 7 kB it does not use; everyone else saves a round trip before the first paint.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && /[\\/]src[\\/]config[\\/]messages[\\/]ua\.ts$/.test(output.facadeModuleId ?? ''),
        );
        return chunk ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' }] : [];
      },
    },
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const [name, messages] = await evaluateCatalogue(code, id);
      return { code: `export const ${name} = ${JSON.stringify(compile(messages, id))};\n`, map: null };
    },
  };
}
