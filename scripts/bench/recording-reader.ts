// A CatalogReader that records what another one answers, and one that replays those answers
// from memory: a render timed with the replaying reader measures the render code alone, not the
// Firestore emulator's latency.
import { getKey, listKey, type CatalogDocument, type CatalogReader } from '@domain/catalog-reader.ts';

export type Recording = Map<string, CatalogDocument | null | CatalogDocument[]>;

/** Answers as `reader` does, and keeps every answer in `recording`. */
export function recordingReader(reader: CatalogReader, recording: Recording = new Map()): { reader: CatalogReader; recording: Recording } {
  return {
    recording,
    reader: {
      async get(collection, id) {
        const answer = await reader.get(collection, id);
        recording.set(getKey(collection, id), answer);
        return answer;
      },
      async list(collection, query) {
        const answer = await reader.list(collection, query);
        recording.set(listKey(collection, query), answer);
        return answer;
      },
    },
  };
}

function replayed(recording: Recording, key: string): CatalogDocument | null | CatalogDocument[] {
  // A read that was not recorded fails the render, which the bench reports, rather than answer "nothing".
  if (!recording.has(key)) throw new Error(`no recorded answer for ${key}`);
  return recording.get(key) ?? null;
}

/**
 * Answers from `recording` only. The documents are the recorded objects themselves, not copies:
 * a copy would add time that no real read spends (firebase-admin builds them while decoding).
 */
export function replayingReader(recording: Recording): CatalogReader {
  return {
    // async, so a missing answer rejects like a failed read instead of throwing at the call.
    async get(collection, id) {
      const answer = replayed(recording, getKey(collection, id));
      if (Array.isArray(answer)) throw new Error(`${getKey(collection, id)} was recorded as a list`);
      return answer;
    },
    async list(collection, query) {
      const answer = replayed(recording, listKey(collection, query));
      if (!Array.isArray(answer)) throw new Error(`${listKey(collection, query)} was not recorded as a list`);
      // A new array each time, so a caller that sorts or splices it cannot change the next answer.
      return [...answer];
    },
  };
}
