// Gives src/start-page-reads.ts a <script> of its own, ahead of main.tsx's. Vite's build joins all
// of index.html's module scripts into one entry, whose code runs only once every module of it has
// arrived, React's included; as a second entry the page's Firestore reads start as soon as
// Firebase and the few modules they use have arrived (app/page-reads.ts says why).
//
// The build fails if that entry ever imports React, directly or through a shared chunk: the reads
// would silently wait for it again.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** web/, wherever the build is started from. */
const webFile = (path: string) => resolve(fileURLToPath(new URL('..', import.meta.url)), path);
const ENTRY_NAME = 'page-reads';
/** The <meta> that lists each page's chunks (read by app/page-reads.ts, which names it too). */
const PAGE_CODE_META = 'yarn-shop:page-code';
const SOURCE = 'src/start-page-reads.ts';
const MAIN_SCRIPT = /<script type="module"[^>]*src="[^"]*(?:\/src\/main\.tsx|\/assets\/index-[^"]+\.js)"/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function insertBeforeMainScript(html: string, tag: string): string {
  const main = MAIN_SCRIPT.exec(html);
  if (!main) throw new Error('page-reads-entry: index.html has no main.tsx <script> to put the page reads before');
  return `${html.slice(0, main.index)}${tag}\n    ${html.slice(main.index)}`;
}

/** The entry chunk of the build input `name` ('index' for index.html, or ENTRY_NAME). */
function entryChunk(bundle: OutputBundle, name: string): OutputChunk | undefined {
  return Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry && output.name === name);
}

/** The chunks `chunk` loads before it runs: itself, its static imports, and theirs. */
export function staticGraph(chunk: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const seen = new Map<string, OutputChunk>([[chunk.fileName, chunk]]);
  const queue = [chunk];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const file of next.imports) {
      const imported = bundle[file];
      if (imported?.type !== 'chunk' || seen.has(file)) continue;
      seen.set(file, imported);
      queue.push(imported);
    }
  }
  return [...seen.values()];
}

/**
 * The pages whose code the first script asks for too (app/page-reads.ts), by the route module
 * each page's chunk holds. Not the home page: asked for early, its code made Lighthouse's total
 * blocking time worse (seven runs each: median 85 with it, 89 without).
 */
const PAGE_ROUTES: Record<string, string> = {
  goodsList: 'src/app/routes/catalogue/goods-list-route.tsx',
  good: 'src/app/routes/catalogue/good-route.tsx',
};

/** The files a page's route module needs beyond what `loaded` (the main script's graph) holds. */
export function pageCodeFiles(routeModule: string, bundle: OutputBundle, loaded: OutputChunk[]): string[] {
  const chunk = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.includes(routeModule));
  if (!chunk) return [];
  const have = new Set(loaded.map((c) => c.fileName));
  const needed = staticGraph(chunk, bundle).filter((c) => !have.has(c.fileName));
  const css = needed.flatMap((c) => [...((c as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])]);
  return [...needed.map((c) => c.fileName), ...css].map((file) => `/${file}`);
}

export function pageReadsEntry(): Plugin {
  let serving = false;
  return {
    name: 'yarn-shop:page-reads-entry',
    config(_config, { command }) {
      serving = command === 'serve';
      if (serving) return undefined;
      return { build: { rolldownOptions: { input: { index: webFile('index.html'), [ENTRY_NAME]: webFile(SOURCE) } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (serving) return insertBeforeMainScript(html, `<script type="module" src="/${SOURCE}"></script>`);
        const bundle = context.bundle ?? {};
        const entry = entryChunk(bundle, ENTRY_NAME);
        if (!entry) throw new Error(`page-reads-entry: the build has no chunk for ${SOURCE}`);
        // Its chunks' preloads move up with it: on HTTP/1.1 six requests go at a time, in the
        // page's order, and they would otherwise queue behind React's.
        const files = staticGraph(entry, bundle).slice(1).map((chunk) => chunk.fileName);
        const preloads = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const rest = files.reduce((page, file) => page.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/${escapeRegExp(file)}">`), ''), html);
        // Each page's own chunks, for the first script to ask for when it knows the page.
        const main = entryChunk(bundle, 'index');
        const loaded = main ? staticGraph(main, bundle) : [];
        const code = Object.fromEntries(Object.entries(PAGE_ROUTES).map(([page, route]) => [page, pageCodeFiles(webFile(route), bundle, loaded)]));
        const meta = `<meta name="${PAGE_CODE_META}" content='${JSON.stringify(code)}'>`;
        return insertBeforeMainScript(rest, [meta, `<script type="module" crossorigin src="/${entry.fileName}"></script>`, ...preloads].join('\n    '));
      },
    },
    generateBundle(_options, bundle) {
      const entry = entryChunk(bundle, ENTRY_NAME);
      if (!entry) return;
      const withReact = staticGraph(entry, bundle).find((chunk) => chunk.moduleIds.some((id) => REACT.test(id)));
      if (withReact) {
        this.error(`${SOURCE} must not load React, but its chunk ${entry.fileName} imports ${withReact.fileName}, which holds React. Keep React out of app/page-reads.ts and the modules it imports (the 'reads' group in vite.config.ts).`);
      }
    },
  };
}
