// The test files that replace a module with vi.mock. They run isolated, each in a fresh module
// graph; the rest share one per worker (isolate: false), which spares a jsdom set-up and a
// re-import per file. A mocked module would leak into the files that share the graph.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `dirs` (relative to `root`) that call vi.mock, as paths relative to `root`. */
export function testFilesUsingViMock(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    (readdirSync(join(root, dir), { recursive: true }) as string[])
      .filter((file) => TEST_FILE.test(file))
      .map((file) => join(dir, file))
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(join(root, file), 'utf8'))),
  );
}
