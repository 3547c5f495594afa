// The SPA's test files that replace a module with vi.mock. They run isolated, each in a fresh
// module graph; the rest share one per worker (isolate: false), which spares a jsdom set-up and a
// re-import of the app per file. A mocked module would leak into files that share the graph.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

export function testFilesUsingViMock(root: string, dirs: string[] = ['src', 'vite-plugins']): string[] {
  return dirs.flatMap((dir) =>
    (readdirSync(join(root, dir), { recursive: true }) as string[])
      .filter((file) => TEST_FILE.test(file))
      .map((file) => join(dir, file))
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(join(root, file), 'utf8'))),
  );
}
