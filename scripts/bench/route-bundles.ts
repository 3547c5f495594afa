// Which JavaScript each route of the SPA loads, from Vite's build manifest: the entry chunk and
// its static imports, plus the route's lazy modules (found in the router's source) and theirs.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  /** Manifest keys of the route's lazy modules. */
  modules: string[];
  files: string[];
  gzipBytes: number;
}

const PATH_REF = /paths\.(\w+)\.path/g;
const LAZY_IMPORT = /import\(\s*'([^']+)'\s*\)/g;

const DEFINITION = /^(?:export\s+)?(?:async\s+)?(?:const|function)\s+(\w+)/gm;

/** Names defined before the routes (lazy loaders, helpers such as staticPage) → the modules they import. */
function definedLoaders(preamble: string): Map<string, string[]> {
  const defs = [...preamble.matchAll(DEFINITION)];
  return new Map(
    defs.map((def, i) => {
      const body = preamble.slice(def.index, defs[i + 1]?.index ?? preamble.length);
      return [def[1]!, [...body.matchAll(LAZY_IMPORT)].map((m) => m[1]!)];
    }),
  );
}

/**
 * Route key (of config/paths.ts) → the specifiers of the modules it lazily imports: those written
 * in its route object, and those of the loaders or helpers defined earlier in the file that it names.
 */
export function lazyImportsByRoute(source: string): Map<string, string[]> {
  const refs = [...source.matchAll(PATH_REF)];
  const loaders = definedLoaders(source.slice(0, refs[0]?.index ?? source.length));
  const result = new Map<string, string[]>();
  // A route runs from the start of the line that names its path to the start of the next one's,
  // so a helper call such as `staticPage(paths.x.path, ...)` belongs to its own route.
  const lineStart = (index: number) => source.lastIndexOf('\n', index) + 1;
  refs.forEach((ref, i) => {
    const next = refs[i + 1];
    const segment = source.slice(lineStart(ref.index!), next ? lineStart(next.index!) : source.length);
    const own = [...segment.matchAll(LAZY_IMPORT)].map((m) => m[1]!);
    const named = [...loaders].filter(([name]) => new RegExp(`\\b${name}\\b`).test(segment)).flatMap(([, specifiers]) => specifiers);
    if (own.length + named.length > 0) result.set(ref[1]!, [...named, ...own]);
  });
  return result;
}

function manifestKey(manifest: Manifest, specifier: string, fromDir: string): string | null {
  const base = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : join(fromDir, specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.ts`]) {
    if (manifest[candidate]) return candidate;
  }
  return null;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Every route the router lazily loads, with the gzip size of the JavaScript a first visit needs. */
export function routeBundles(webDir: string, routePatterns: Record<string, string>): RouteBundle[] {
  const distDir = join(webDir, 'dist');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');

  const routerFiles = ['src/app/router.tsx', ...readdirSync(join(webDir, 'src/app/routes')).filter((f) => /-routes\.tsx?$/.test(f)).map((f) => `src/app/routes/${f}`)];
  const bundles: RouteBundle[] = [];
  for (const file of routerFiles) {
    const dir = file.slice(0, file.lastIndexOf('/'));
    for (const [routeKey, specifiers] of lazyImportsByRoute(readFileSync(join(webDir, file), 'utf8'))) {
      const modules = specifiers.map((s) => manifestKey(manifest, s, dir)).filter((k): k is string => k !== null);
      const keys = closure(manifest, [entry, ...modules]);
      const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
      const gzipBytes = [...new Set(files)].reduce((sum, f) => sum + gzipSize(join(distDir, f)), 0);
      bundles.push({ route: routePatterns[routeKey] ?? routeKey, modules, files, gzipBytes });
    }
  }
  return bundles;
}
