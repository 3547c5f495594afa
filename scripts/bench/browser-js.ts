// The JavaScript a first visit really loads, measured in Chromium: every script response of a
// fresh browser context, sized as sent (gzip). When the server sent a script uncompressed (the
// Hosting emulator may), its body is gzipped here (level 9) so the number is the gzip size.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

export interface PageScripts {
  path: string;
  files: number;
  gzipBytes: number;
  /** How many of the files were gzipped here rather than by the server. */
  gzippedLocally: number;
  /** Each script's file name and gzip bytes, largest first: where a budget's bytes go (JSON only). */
  byFile: { file: string; gzipBytes: number }[];
}

async function gzipBytesOf(response: Response): Promise<{ bytes: number; local: boolean }> {
  const encoding = (await response.headerValue('content-encoding')) ?? '';
  if (/gzip|br|deflate|zstd/.test(encoding)) {
    const sizes = await response.request().sizes();
    return { bytes: sizes.responseBodySize, local: false };
  }
  return { bytes: gzipSync(await response.body(), { level: 9 }).length, local: true };
}

export async function firstVisitScripts(browser: Browser, shopUrl: string, path: string): Promise<PageScripts> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const pending: Promise<{ url: string; bytes: number; local: boolean }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.response().then(async (response) => ({ url: request.url(), ...(response ? await gzipBytesOf(response) : { bytes: 0, local: false }) })),
    );
  });
  try {
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    // Lazy chunks (messages, route modules) can follow network idle; let them land.
    await page.waitForTimeout(1500);
    const scripts = await Promise.all(pending);
    const unique = new Map(scripts.map((s) => [s.url, s]));
    const all = [...unique.values()];
    return {
      path,
      files: all.length,
      gzipBytes: all.reduce((sum, s) => sum + s.bytes, 0),
      gzippedLocally: all.filter((s) => s.local).length,
      byFile: all
        .map((s) => ({ file: new URL(s.url).pathname.split('/').pop() ?? s.url, gzipBytes: s.bytes }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}
