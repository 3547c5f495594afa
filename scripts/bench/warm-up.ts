// Brings the emulators to the state a running shop is in before a measurement: the Functions
// emulator starts a new worker process (about 4 s) for each request that arrives while the others
// are busy and keeps it afterwards, and the Firestore emulator is slow on its first queries. In
// production the images come from Storage and functions stay warm, so a cold emulator would be
// measured instead of the shop. The visits are not measured; the browser's cache is not shared
// with the measured runs, so those still download everything.
import { launchChromium } from '../../tests/support/browser.ts';

/** Concurrent requests to the images route: more than a page loads at once (6 per origin). */
const WORKERS = 8;

async function settleFunctions(shopUrl: string, imageUrl: string): Promise<void> {
  const one = () => fetch(`${shopUrl}${imageUrl}`, { signal: AbortSignal.timeout(120_000) }).then((r) => r.arrayBuffer());
  await Promise.all(Array.from({ length: WORKERS }, one));
}

export async function warmUp(shopUrl: string, paths: string[]): Promise<void> {
  const browser = await launchChromium();
  const images = new Set<string>();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/images/')) images.add(pathname);
    });
    for (const path of paths) await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await context.close();
  } finally {
    await browser.close();
  }
  const [first] = images;
  if (first) await settleFunctions(shopUrl, first);
}
