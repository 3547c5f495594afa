// The `render` part: warm server renders in this one process, through servePage exactly as the
// `pages` function calls it (as tests/emulator/server-render.test.ts does). Timed three ways:
// - as a warm deployed instance renders: reads through the function's instance cache
//   (cached-catalog-reader.ts, production's time and size) over the Firestore emulator;
// - every read from the Firestore emulator (the emulator's latency, not the shop's);
// - the same answers replayed from memory, which leaves the render code alone.
import { join } from 'node:path';
import type { CatalogReader } from '@domain/catalog-reader.ts';
import type { RenderedPage, RenderPage } from '@domain/page-render.ts';
import { REPO_ROOT } from '../emulators/paths.ts';
import { recordingReader, replayingReader } from './recording-reader.ts';
import { withoutState, type ReadsFrom, type RenderSamples } from './render-rows.ts';

const WARM_UP_RENDERS = 5;
export const RENDERS = 50;

interface Served {
  ms: number;
  timing: RenderedPage['timing'];
  body: string;
}
type Serve = (url: string, reader: CatalogReader) => Promise<Served>;

async function server(origin: string): Promise<{ serve: Serve; emulatorReader: CatalogReader; instanceReader: CatalogReader }> {
  // renderer.ts reads SSR_DIR when it is first imported: set before the imports, as the test does.
  process.env.SSR_DIR = join(REPO_ROOT, 'functions', 'ssr');
  const { firestoreCatalogReader } = await import('../../functions/src/model/catalog-reader.ts');
  const { loadRenderer, loadTemplates } = await import('../../functions/src/ssr/renderer.ts');
  const { servePage } = await import('../../functions/src/ssr/serve-page.ts');
  const { cachedCatalogReader } = await import('../../functions/src/model/cached-catalog-reader.ts');
  const { READ_CACHE_ENTRIES, READ_CACHE_MS } = await import('../../functions/src/ssr/cache-policy.ts');
  const instanceReader = cachedCatalogReader(firestoreCatalogReader, { ttlMs: READ_CACHE_MS, maxEntries: READ_CACHE_ENTRIES });
  const timings: RenderedPage['timing'][] = [];
  // The function's own renderer, wrapped only to keep each page's timing (servePage drops it).
  const render = async (): Promise<RenderPage> => {
    const renderPage = await loadRenderer();
    return async (input) => {
      const page = await renderPage(input);
      timings.push(page.timing);
      return page;
    };
  };
  const serve: Serve = async (url, reader) => {
    timings.length = 0;
    const started = performance.now();
    const answer = await servePage({ url }, { render, templates: loadTemplates, reader, origin });
    const ms = performance.now() - started;
    const timing = timings.pop();
    // servePage answers a failed render with the shell, quickly: that must not pass as a fast render.
    if (!timing || answer.status !== 200) throw new Error(`${url}: the render failed or answered ${answer.status}; the function would send the shell`);
    return { ms, timing, body: answer.body };
  };
  return { serve, emulatorReader: firestoreCatalogReader, instanceReader };
}

async function sample(serve: Serve, path: string, reads: ReadsFrom, reader: CatalogReader, reference?: string): Promise<RenderSamples> {
  const out: RenderSamples = { path, reads, totalMs: [], rendererMs: [], passes: [], htmlBytes: 0 };
  if (reference !== undefined) out.sameHtml = true;
  for (let i = 0; i < RENDERS; i += 1) {
    const served = await serve(path, reader);
    out.totalMs.push(served.ms);
    out.rendererMs.push(served.timing.ms);
    out.passes.push(served.timing.passes);
    out.htmlBytes = Buffer.byteLength(served.body);
    if (reference !== undefined && withoutState(served.body) !== reference) out.sameHtml = false;
  }
  return out;
}

async function warm(serve: Serve, paths: readonly string[], reader: CatalogReader): Promise<void> {
  for (let i = 0; i < WARM_UP_RENDERS; i += 1) for (const path of paths) await serve(path, reader);
}

/** RENDERS warm renders of each page through the instance cache, with every read from the emulator, and from memory. */
export async function timeRenders(origin: string, paths: readonly string[]): Promise<RenderSamples[]> {
  const { serve, emulatorReader, instanceReader } = await server(origin);
  const results: RenderSamples[] = [];
  await warm(serve, paths, instanceReader);
  for (const path of paths) results.push(await sample(serve, path, 'instance cache', instanceReader));
  await warm(serve, paths, emulatorReader);
  for (const path of paths) results.push(await sample(serve, path, 'emulator', emulatorReader));

  // Each page's documents once, through the recorder; its markup is what the replays must give.
  const { reader: recorder, recording } = recordingReader(emulatorReader);
  const reference = new Map<string, string>();
  for (const path of paths) reference.set(path, withoutState((await serve(path, recorder)).body));
  const memory = replayingReader(recording);
  await warm(serve, paths, memory);
  for (const path of paths) results.push(await sample(serve, path, 'memory', memory, reference.get(path)));
  return results;
}
