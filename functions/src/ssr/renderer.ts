// Loads the server renderer that Vite built from web/src/entry-server.tsx into functions/ssr/, and
// the page template beside it. Deployed files never change, so each is loaded once; on the
// emulators each is loaded again when its file changes: a local rebuild of the web (npm run bench
// does one while the shop runs) must not leave pages linking to old assets.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@domain/page-render';
import { config } from '../config';
import { emulatorOrigins } from './content-security-policy';
import { pageTemplate, type PageTemplates } from './serve-page';

/** functions/lib/ (every built module sits there) → functions/ssr/ (deployed with the functions). */
const SSR_DIR = process.env.SSR_DIR ?? join(__dirname, '..', 'ssr');

/** A value loaded from a file, kept until (on the emulators) the file's modification time changes. */
function fromFile<T>(file: string, load: (version: number) => Promise<T>): () => Promise<T> {
  let cached: { version: number; value: Promise<T> } | null = null;
  return async () => {
    // Outside the emulators the first load is kept: no stat on every page request.
    if (cached && !config.isEmulator) return cached.value;
    const version = (await stat(file)).mtimeMs;
    if (cached?.version !== version) {
      const value = load(version);
      cached = { version, value };
      // A failed load is tried again by the next request, not remembered.
      value.catch(() => (cached = null));
    }
    return cached.value;
  };
}

const RENDERER_FILE = join(SSR_DIR, 'entry-server.mjs');

export const loadRenderer = fromFile(RENDERER_FILE, async (version) => {
  // A variable specifier, so esbuild leaves this a real import() of the file rather than bundling
  // it; the version makes a rebuilt file a new module.
  const module = (await import(`${pathToFileURL(RENDERER_FILE).href}?v=${version}`)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') throw new Error(`${RENDERER_FILE} exports no renderPage`);
  return module.renderPage as RenderPage;
});

const readTemplate = (name: string) => readFile(join(SSR_DIR, name), 'utf8');

// page.html is written after shell.html by the same build step, so its time tells both apart.
export const loadTemplates = fromFile(join(SSR_DIR, 'page.html'), async (): Promise<PageTemplates> => {
  const [shell, page] = await Promise.all([readTemplate('shell.html'), readTemplate('page.html')]);
  const emulators = config.isEmulator ? emulatorOrigins() : [];
  return { shell: pageTemplate(shell, emulators), page: pageTemplate(page, emulators) };
});
