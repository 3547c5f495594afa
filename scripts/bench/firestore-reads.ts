// Counts the Firestore documents a first visit reads, by watching the SPA's answers from the
// Firestore emulator in real Chromium (the Lite SDK talks REST: runQuery and batchGet).
import type { Browser, Response } from 'playwright-core';

export interface VisitReads {
  path: string;
  requests: number;
  documents: number;
  /** What Firestore bills: every document, and one read for each query that found none. */
  billedReads: number;
}

async function countDocuments(response: Response): Promise<number | null> {
  if (!/:(runQuery|batchGet)\b|\/documents\//.test(response.url()) || response.request().method() === 'OPTIONS') return null;
  const body: unknown = await response.json().catch(() => null);
  if (Array.isArray(body)) return body.filter((item) => item && typeof item === 'object' && ('document' in item || 'found' in item)).length;
  return body && typeof body === 'object' && 'fields' in body ? 1 : 0;
}

/** Loads `path` in a fresh browser context (empty caches) and counts the documents it reads. */
export async function firstVisitReads(browser: Browser, shopUrl: string, firestoreOrigin: string, path: string): Promise<VisitReads> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<number | null>[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(firestoreOrigin)) pending.push(countDocuments(response));
  });
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  // Lazy routes and images settle after network idle; give late queries a moment.
  await page.waitForTimeout(1500);
  const counts = (await Promise.all(pending)).filter((n): n is number => n !== null);
  await context.close();
  const documents = counts.reduce((sum, n) => sum + n, 0);
  return { path, requests: counts.length, documents, billedReads: counts.reduce((sum, n) => sum + Math.max(n, 1), 0) };
}
