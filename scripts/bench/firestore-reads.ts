// Counts the Firestore documents a first visit reads, by watching the SPA's answers from the
// Firestore emulator in real Chromium (the Lite SDK talks REST: runQuery and batchGet).
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

export interface VisitReads {
  path: string;
  requests: number;
  documents: number;
  /** What Firestore bills: every document, and one read for each query that found none. */
  billedReads: number;
  /** The answers' bodies as the emulator sent them (uncompressed) and gzipped, as Google's API sends them. */
  answerBytes: number;
  answerGzipBytes: number;
}

interface Answer {
  documents: number;
  bytes: number;
  gzipBytes: number;
}

function countDocuments(body: unknown): number {
  if (Array.isArray(body)) return body.filter((item) => item && typeof item === 'object' && ('document' in item || 'found' in item)).length;
  return body && typeof body === 'object' && 'fields' in body ? 1 : 0;
}

async function readAnswer(response: Response): Promise<Answer | null> {
  if (!/:(runQuery|batchGet)\b|\/documents\//.test(response.url()) || response.request().method() === 'OPTIONS') return null;
  const raw = await response.body().catch(() => null);
  if (!raw) return null;
  let body: unknown = null;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    // Not JSON: counted as no documents, its bytes still count.
  }
  return { documents: countDocuments(body), bytes: raw.length, gzipBytes: gzipSync(raw).length };
}

/** Loads `path` in a fresh browser context (empty caches) and counts the documents it reads. */
export async function firstVisitReads(browser: Browser, shopUrl: string, firestoreOrigin: string, path: string): Promise<VisitReads> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<Answer | null>[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(firestoreOrigin)) pending.push(readAnswer(response));
  });
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  // Lazy routes and images settle after network idle; give late queries a moment.
  await page.waitForTimeout(1500);
  const answers = (await Promise.all(pending)).filter((a): a is Answer => a !== null);
  await context.close();
  const sum = (pick: (a: Answer) => number) => answers.reduce((total, a) => total + pick(a), 0);
  return {
    path,
    requests: answers.length,
    documents: sum((a) => a.documents),
    billedReads: sum((a) => Math.max(a.documents, 1)),
    answerBytes: sum((a) => a.bytes),
    answerGzipBytes: sum((a) => a.gzipBytes),
  };
}
