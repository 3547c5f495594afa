import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FIRESTORE_HOST, FIRESTORE_PORT, requireEmulators } from '../support/emulators.ts';

/** A project id of its own, so clearFirestore() never wipes the seeded shop other tests use. */
export const RULES_PROJECT_ID = 'demo-yarn-shop-rules';

export const ADMIN_CLAIMS = { role: 'ADMIN' } as const;

/**
 * Loads the real firestore.rules into the emulator for this test file and, before each test,
 * empties the database and writes `seed` with the rules off (firebase/quickstart-testing's way).
 * Returns a getter because the environment exists only once beforeAll has run.
 */
export function useRulesEnv(seed: (db: Firestore) => Promise<void>): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    requireEmulators();
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: FIRESTORE_HOST, port: FIRESTORE_PORT },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env!.clearFirestore();
    await env!.withSecurityRulesDisabled((context) => seed(context.firestore() as unknown as Firestore));
  });
  return () => env!;
}
