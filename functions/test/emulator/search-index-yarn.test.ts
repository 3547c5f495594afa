// The search index with yarn lines, against the Firestore emulator: a colour of a line carries its
// line's name, its colour and its traits, so the SPA finds a line by name, a colour by name or
// code, and a yarn by its weight class; a plain good leaves the line's fields empty, and an
// archived colour stays out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSearchIndex, searchGoods, type SearchEntry } from '@domain/search';
import { db } from '../../src/admin';
import { rebuildSearchIndex } from '../../src/search/build-search-index';
import { decodeSearchShard } from '../../src/search/search-shard';
import { ownGoodDoc } from '../good-doc';

const run = randomUUID().slice(0, 8);
const lineId = `test-search-line-${run}`;
const code = `9${run.replace(/\D/g, '').padEnd(5, '7').slice(0, 5)}`;
const ids = { grey: `test-search-grey-${run}`, teal: `test-search-teal-${run}`, old: `test-search-old-${run}`, hat: `test-search-hat-${run}` };
const colour = (name: { ua: string; en: string }, colourCode: string) => ({ code: colourCode, name, swatch: { kind: 'hex' as const, hex: '#777777' }, family: 'grey' as const });

async function readIndex(): Promise<SearchEntry[]> {
  const shards = await db.collection('searchIndex').get();
  return shards.docs.sort((a, b) => Number(a.id) - Number(b.id)).flatMap((doc) => decodeSearchShard(doc.data()));
}

beforeAll(async () => {
  await db.collection('yarnLines').doc(lineId).set({ brand: 'Testbrand', name: `Quokka Sock ${run}`, weightClass: 'superFine', colours: [] });
  const goods = db.collection('goods');
  await Promise.all([
    goods.doc(ids.grey).set(ownGoodDoc(ids.grey, 'test-search', { yarnLineId: lineId, colour: colour({ ua: 'попелястий', en: 'ash' }, code) })),
    goods.doc(ids.teal).set(ownGoodDoc(ids.teal, 'test-search', { yarnLineId: lineId, colour: colour({ ua: 'бірюзовий', en: 'teal' }, '4412') })),
    goods.doc(ids.old).set(ownGoodDoc(ids.old, 'test-search', { yarnLineId: lineId, colour: colour({ ua: 'старий', en: 'old' }, '1'), archived: true })),
    goods.doc(ids.hat).set(ownGoodDoc(ids.hat, 'test-search', { title: { ua: `Шапка ${run}`, en: `Hat ${run}` } })),
  ]);
  await rebuildSearchIndex(db);
});

afterAll(async () => {
  await Promise.all([...Object.values(ids).map((id) => db.collection('goods').doc(id).delete()), db.collection('yarnLines').doc(lineId).delete()]);
  await rebuildSearchIndex(db);
});

describe('the search index with yarn lines', () => {
  it('gives a colour of a line its line, colour and traits, a plain good empty line fields, and leaves archived colours out', async () => {
    const entries = await readIndex();
    const byId = new Map(entries.map((entry) => [entry[0], entry]));
    expect(byId.get(ids.grey)?.slice(7, 12)).toEqual([lineId, `Testbrand Quokka Sock ${run}`, code, 'попелястий', 'ash']);
    expect(byId.get(ids.grey)?.[14]).toBe('superFine grey');
    expect(byId.get(ids.hat)?.slice(7, 12)).toEqual(['', '', '', '', '']);
    expect(byId.has(ids.old)).toBe(false);
  });

  it('lets the SPA find the line by its name, a colour by its name in either language and by its code', async () => {
    const index = prepareSearchIndex(await readIndex());
    const found = (query: string) => searchGoods(index, query).map((doc) => doc.id);
    expect(found(`quokka sock ${run}`).sort()).toEqual([ids.grey, ids.teal].sort());
    expect(found(`${run} попелястий`)).toEqual([ids.grey]);
    expect(found(`quokka ${run} бірюзовий`)).toEqual([ids.teal]);
    expect(found(`quokka ${run} ash`)).toEqual([ids.grey]);
    expect(found(code)[0]).toBe(ids.grey);
    expect(found(`${run} шкарпеткова`).sort()).toEqual([ids.grey, ids.teal].sort());
  });
});
