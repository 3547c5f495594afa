import { describe, expect, it } from 'vitest';
import { isSearchEntry, prepareSearchIndex, searchGoods, type SearchEntry } from '../search';

const line = 'Alize Superwash Comfort Socks';
const entries: SearchEntry[] = [
  ['c21', 'AL-2101', 'Пряжа Alize Superwash, колір 21', 'Alize Superwash yarn, colour 21', 'wool', 's', 'yarn', 'alize-socks', line, '21', 'світло-сірий', 'light grey'],
  ['c7650', 'AL-2102', 'Пряжа Alize Superwash, колір 7650', 'Alize Superwash yarn, colour 7650', 'wool', 's', 'yarn', 'alize-socks', line, '7650', 'морська хвиля', 'sea green'],
  ['c210', 'AL-2103', 'Пряжа Alize Superwash, колір 210', 'Alize Superwash yarn, colour 210', 'wool', 's', 'yarn', 'alize-socks', line, '210', 'малиновий', 'raspberry'],
  ['hat', 'VR-1001', "Шапка з м'якої вовни", 'Soft wool hat', 'made', 'allgoods', 'noOuterCategory'],
];
const index = prepareSearchIndex(entries);
const ids = (query: string) => searchGoods(index, query).map((doc) => doc.id);

describe('searchGoods over yarn lines and colours', () => {
  it('finds a line by its name (brand + line), in either script', () => {
    expect(ids('comfort socks')).toEqual(['c21', 'c7650', 'c210']);
    expect(ids('алізе комфорт сокс')).toEqual(['c21', 'c7650', 'c210']);
  });

  it('finds a colour by its name in Ukrainian or English', () => {
    expect(ids('світло-сірий')).toEqual(['c21']);
    expect(ids('sea green')).toEqual(['c7650']);
    expect(ids('socks малиновий')).toEqual(['c210']);
    expect(ids('svitlo')).toEqual(['c21']);
  });

  it('finds a colour by its code, the exact code first, a started code as it is typed', () => {
    expect(ids('21')[0]).toBe('c21');
    expect(ids('21')).toContain('c210');
    expect(ids('76')).toEqual(['c7650']);
    expect(ids('socks 7650')).toEqual(['c7650']);
  });

  it('carries the line and colour on the found document, and empty fields on a plain good', () => {
    expect(searchGoods(index, '7650')[0]).toMatchObject({ yarnLineId: 'alize-socks', line, colourCode: '7650', colourEn: 'sea green' });
    expect(searchGoods(index, 'шапка')[0]).toMatchObject({ yarnLineId: '', line: '', colourCode: '' });
  });

  it('reads entries of seven strings (shards before lines) and of twelve', () => {
    expect(isSearchEntry(entries[0])).toBe(true);
    expect(isSearchEntry(entries[3])).toBe(true);
    expect(isSearchEntry(['a', 'b'])).toBe(false);
    expect(isSearchEntry([...entries[0]!.slice(0, 8)])).toBe(false);
  });
});
