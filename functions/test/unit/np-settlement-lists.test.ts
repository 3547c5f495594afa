import { describe, expect, it } from 'vitest';
import { settlementListDocs } from '../../src/delivery/np-directory-refresh';
import { BRANCHES_PER_LIST_DOC, type ListedNpBranch } from '../../src/model/np-directory-docs';

const branch = (number: number): ListedNpBranch => ({
  ref: `ref-${number}`,
  number: String(number),
  kind: 'branch',
  description: `Відділення №${number}`,
  shortAddress: 'вул. Хрещатик, 1',
  maxWeightKg: 30,
  schedule: {},
});

describe("a settlement's branch list for checkout", () => {
  it('is one document for a town, sorted by number', () => {
    const docs = settlementListDocs('town', [branch(12), branch(2), branch(100)], 5);
    expect(docs.map(([id]) => id)).toEqual(['town']);
    expect(docs[0]![1]).toEqual({ branches: [branch(2), branch(12), branch(100)], parts: 1, refreshedAtMs: 5 });
  });

  it('is split into a few documents for a big city, each naming how many there are, none lost', () => {
    const count = 2 * BRANCHES_PER_LIST_DOC + 100;
    const list = Array.from({ length: count }, (_, i) => branch(count - i));
    const docs = settlementListDocs('kyiv', list, 5);
    expect(docs.map(([id]) => id)).toEqual(['kyiv', 'kyiv~2', 'kyiv~3']);
    expect(docs.every(([, doc]) => doc.parts === 3 && doc.branches.length <= BRANCHES_PER_LIST_DOC)).toBe(true);
    expect(docs.flatMap(([, doc]) => doc.branches.map((b) => Number(b.number)))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // Well under Firestore's 1 MiB a document, with long Ukrainian names and a week's hours.
    const long = { ...branch(1), description: 'Поштомат "Нова Пошта" №12345: вул. Велика Васильківська, 100 (ТЦ, біля входу)'.repeat(2), schedule: Object.fromEntries(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, '08:00-22:00'])) };
    const [, full] = settlementListDocs('kyiv', Array.from({ length: BRANCHES_PER_LIST_DOC }, () => long), 5)[0]!;
    expect(Buffer.byteLength(JSON.stringify(full))).toBeLessThan(900 * 1024);
  });

  it('is no document for a settlement without branches to offer', () => {
    expect(settlementListDocs('village', [], 5)).toEqual([]);
  });
});
