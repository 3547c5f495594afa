// Calling the admin API as a given user, and checking that a refused call wrote nothing.
import { expect } from 'vitest';
import { db } from '../src/admin';
import { bearer, type TestUser } from './auth-tokens';
import { SHOP_URL } from './shop-url';

export async function post(path: string, user: TestUser | null, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${SHOP_URL}${path}`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function errorCode(answer: { body: Record<string, unknown> }): string | undefined {
  return (answer.body.error as { code?: string } | undefined)?.code;
}

/** Every document of the named collections, for before/after comparisons. */
export async function snapshot(collections: string[]): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const name of collections) {
    const snap = await db.collection(name).get();
    for (const doc of snap.docs) all[doc.ref.path] = JSON.parse(JSON.stringify(doc.data()));
  }
  return all;
}

/** Asserts that the call is refused with this status and code, and that nothing changed. */
export async function expectRefusedUnchanged(
  call: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  code: string | undefined,
  collections = ['outerCategories', 'categories', 'catalogs', 'goods'],
): Promise<void> {
  const before = await snapshot(collections);
  const answer = await call();
  expect(answer.status).toBe(status);
  if (code) expect(errorCode(answer)).toBe(code);
  expect(await snapshot(collections)).toEqual(before);
}
