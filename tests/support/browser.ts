// Real headless Chromium from Debian, driven by playwright-core: the offline machines cannot download Playwright's own browser.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

// Without the background-networking flags Chromium keeps dialling Google on a closed network.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

/** The two screens the walk-through tests use: a phone that taps (not clicks) and a laptop. */
export const WALKTHROUGH_SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

// Content-Security-Policy violations seen by any page of any test: tests/support/setup-env.ts
// fails the test during which one happened, so every journey also checks the shop's policy.
const cspViolations: string[] = [];
const watched = new WeakSet<Page>();

function watchPage(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
}

function watchContext(context: BrowserContext): void {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** The violations since the last call. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: ` +
        '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchPage(page);
    return page;
  };
  return browser;
}

/** Saves a screenshot named after the test, for a failure to be looked at afterwards. */
export async function screenshotOnFailure(page: Page, name: string, failed: boolean): Promise<void> {
  if (!failed) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true });
}

/**
 * Opens a page and waits until the SPA runs it (web/src/app/app.tsx marks <html data-app-ready>):
 * a page rendered on the server shows its buttons before its scripts have arrived.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 });
}
