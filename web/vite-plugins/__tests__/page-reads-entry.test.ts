import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it, vi } from 'vitest';
import { insertBeforeMainScript, pageCodeFiles, pageReadsEntry, staticGraph } from '../page-reads-entry';

const chunk = (fileName: string, imports: string[], moduleIds: string[], extra: Partial<OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, name: fileName.replace(/-.*/, ''), imports, moduleIds, isEntry: false, ...extra }) as unknown as OutputChunk;

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as OutputBundle;
}

/** Runs the plugin's build check on a bundle; the message it fails with, or null. */
function checkBuild(bundle: OutputBundle): string | null {
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const hook = pageReadsEntry().generateBundle as (this: unknown, options: unknown, bundle: OutputBundle) => void;
  try {
    hook.call({ error }, {}, bundle);
    return null;
  } catch (thrown) {
    return (thrown as Error).message;
  }
}

describe('page-reads-entry', () => {
  const entry = chunk('page-reads-a.js', ['reads-b.js'], ['/web/src/start-page-reads.ts'], { isEntry: true, name: 'page-reads' });
  const firebase = chunk('firebase-c.js', [], ['/node_modules/@firebase/firestore/dist/lite/index.js']);

  it('follows static imports to every chunk the entry waits for', () => {
    const reads = chunk('reads-b.js', ['firebase-c.js'], ['/web/src/app/page-reads.ts']);
    expect(staticGraph(entry, bundleOf(entry, reads, firebase)).map((c) => c.fileName)).toEqual(['page-reads-a.js', 'reads-b.js', 'firebase-c.js']);
  });

  it('passes a build whose first script stays clear of React, and fails one that loads it', () => {
    const clean = chunk('reads-b.js', ['firebase-c.js'], ['/web/src/app/page-reads.ts']);
    expect(checkBuild(bundleOf(entry, clean, firebase))).toBeNull();

    const react = chunk('react-d.js', [], ['/node_modules/react-dom/cjs/react-dom-client.production.js']);
    const leaky = chunk('reads-b.js', ['firebase-c.js', 'react-d.js'], ['/web/src/app/page-reads.ts']);
    expect(checkBuild(bundleOf(entry, leaky, firebase, react))).toMatch(/must not load React.*react-d\.js/);
  });

  it('lists the chunks and stylesheets a page needs beyond the main script\'s', () => {
    const shared = chunk('shop-s.js', [], ['/web/src/components/card.tsx']);
    const main = chunk('index-m.js', ['shop-s.js'], ['/web/src/main.tsx'], { isEntry: true });
    const page = chunk('goods-pages-p.js', ['shop-s.js', 'extra-e.js'], ['/web/src/app/routes/catalogue/goods-list-route.tsx'], {
      viteMetadata: { importedCss: new Set(['goods-pages-p.css']), importedAssets: new Set() },
    } as Partial<OutputChunk>);
    const extra = chunk('extra-e.js', [], ['/web/src/features/catalog/components/filters-panel.tsx']);
    const bundle = bundleOf(main, shared, page, extra);
    expect(pageCodeFiles('/web/src/app/routes/catalogue/goods-list-route.tsx', bundle, staticGraph(main, bundle))).toEqual([
      '/goods-pages-p.js',
      '/extra-e.js',
      '/goods-pages-p.css',
    ]);
    expect(pageCodeFiles('/web/src/app/routes/nowhere.tsx', bundle, [])).toEqual([]);
  });

  it('puts the first script before main.tsx, and says so when there is no main script', () => {
    const html = '<head>\n    <script type="module" crossorigin src="/assets/index-x.js"></script>\n</head>';
    expect(insertBeforeMainScript(html, '<script src="/a.js"></script>')).toBe(
      '<head>\n    <script src="/a.js"></script>\n    <script type="module" crossorigin src="/assets/index-x.js"></script>\n</head>',
    );
    expect(() => insertBeforeMainScript('<head></head>', '<script></script>')).toThrow(/no main.tsx <script>/);
  });
});
