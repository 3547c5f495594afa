import { describe, expect, it } from 'vitest';
import { prepareSearchIndex, searchableQuery, searchGoods, SEARCH_MIN_LENGTH, type SearchEntry } from '../search';
import { skeleton, switchKeyboardLayout, toLatin } from '../transliterate';

const entries: SearchEntry[] = [
  ['ya-1001', 'YA-1001', 'Пряжа YarnArt Merino De Luxe 50, колір бежевий', 'YarnArt Merino De Luxe 50 yarn, beige', 'wool', 'MerinoWool', 'yarn'],
  ['dr-1001', 'DR-1001', 'Пряжа Drops Alpaca, колір сірий меланж', 'Drops Alpaca yarn, grey melange', 'wool', 'Alpaca', 'yarn'],
  ['kn-1001', 'KN-1001', 'Гачок KnitPro Waves 3 мм', 'KnitPro Waves crochet hook 3 mm', 'hooks', 'SteelHooks', 'accessories'],
  ['vr-1001', 'VR-1001', "Шапка з м'якої вовни", 'Soft wool hat', 'Goodsmadefromyarn', 'allgoods', 'noOuterCategory'],
  ['ya-1002', 'YA-1002', 'Пряжа YarnArt Jeans, колір джинсовий', 'YarnArt Jeans yarn, denim', 'cotton', 'CottonBlend', 'yarn'],
];
const index = prepareSearchIndex(entries);
const ids = (query: string) => searchGoods(index, query).map((doc) => doc.id);

describe('searchGoods', () => {
  it('ignores queries under 2 characters, and an empty one', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('п')).toEqual([]);
    expect(ids(' d ')).toEqual([]);
    expect(searchableQuery(' d ')).toBe('');
    expect(ids('пр')).not.toEqual([]);
  });

  it('needs every word in the title, case-insensitively, in any order', () => {
    expect(ids('пряжа yarnart')).toEqual(['ya-1001', 'ya-1002']);
    expect(ids('YARNART БЕЖЕВИЙ')).toEqual(['ya-1001']);
    expect(ids('бежевий   пряжа')).toEqual(['ya-1001']);
    expect(ids('пряжа шапка')).toEqual([]);
  });

  it('matches the English title too', () => {
    expect(ids('crochet hook')).toEqual(['kn-1001']);
  });

  it('finds Ukrainian titles typed in Latin letters (transliteration)', () => {
    expect(ids('hachok')).toEqual(['kn-1001']);
    expect(ids('gachok')).toEqual(['kn-1001']);
    expect(ids('pryazha bezhevyi')).toEqual(['ya-1001']);
    expect(ids('shapka')).toEqual(['vr-1001']);
  });

  it('finds Latin titles typed in Cyrillic (transliteration)', () => {
    expect(ids('ярнарт')).toEqual(['ya-1001', 'ya-1002']);
    expect(ids('дропс альпака')).toEqual(['dr-1001']);
    expect(ids('кнітпро')).toEqual(['kn-1001']);
    expect(ids('джинс')).toEqual(['ya-1002']);
  });

  it('matches the articul with or without #, first in the list', () => {
    expect(ids('YA-1001')).toEqual(['ya-1001']);
    expect(ids('#ya-1001')).toEqual(['ya-1001']);
    expect(ids('ya1002')).toEqual(['ya-1002']);
    expect(ids('#1001')).toEqual(['ya-1001', 'dr-1001', 'kn-1001', 'vr-1001']);
    // Without '#' and without a digit it is a title search, not a code search.
    expect(ids('dr')).toEqual(['dr-1001']);
  });

  it('tries the other keyboard layout when nothing matches', () => {
    expect(ids('ifgrf')).toEqual(['vr-1001']); // 'шапка' typed with the English layout on
    expect(ids('ufxjr')).toEqual(['kn-1001']); // 'гачок'
    expect(ids('вкщзы')).toEqual(['dr-1001']); // 'drops' typed with a Cyrillic layout on
    expect(ids('zzzz')).toEqual([]);
  });
});

describe('transliteration', () => {
  it('follows the Ukrainian national system', () => {
    expect(toLatin('Згорани')).toBe('zghorany');
    expect(toLatin('Юрій Щербина')).toBe('yurii shcherbyna');
    expect(toLatin("м'ята")).toBe('miata');
    expect(toLatin('Їжак Єва')).toBe('yizhak yeva');
  });

  it('makes spellings of the same sound equal', () => {
    expect(skeleton('меріно')).toBe(skeleton('merino'));
    expect(skeleton('мерино')).toBe(skeleton('Merino'));
    expect(skeleton('коттон')).toBe(skeleton('Cotton'));
    expect(skeleton('ярн')).toBe(skeleton('yarn'));
  });

  it('switches keyboard layouts both ways', () => {
    expect(switchKeyboardLayout('ghz;f')).toBe('пряжа');
    expect(switchKeyboardLayout('пряжа')).toBe('ghz;f');
  });
});
