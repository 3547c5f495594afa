import { describe, expect, it } from 'vitest';
import { stemForms, stemWord } from '../search-stem';

describe('stemWord', () => {
  it.each([
    ['меринос', 'меринос'],
    ['мериносу', 'меринос'],
    ['мериносова', 'меринос'],
    ['мериносовий', 'меринос'],
    ['червона', 'червон'],
    ['червоний', 'червон'],
    ['червоного', 'червон'],
    ['вовняна', 'вовн'],
    ['вовна', 'вовн'],
    ['бавовняної', 'бавовн'],
    ['шовкова', 'шовк'],
    ['шкарпеткова', 'шкарпетк'],
    ['пряжею', 'пряж'],
    ['пряжі', 'пряж'],
    ['спиці', 'спиц'],
    ['бежева', 'беж'],
  ])('gives %s the stem %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it('leaves short words, codes and Latin words without a plural whole', () => {
    expect(stemWord('синя')).toBe('син');
    expect(stemWord('льон')).toBe('льон');
    expect(stemWord('шовк')).toBe('шовк');
    expect(stemWord('7650а')).toBe('7650а');
    expect(stemWord('merino')).toBe('merino');
    expect(stemWord('wool')).toBe('wool');
  });

  it('drops an English plural s, but not a double one', () => {
    expect(stemWord('socks')).toBe('sock');
    expect(stemWord('yarns')).toBe('yarn');
    expect(stemWord('glass')).toBe('glass');
  });

  it('never strips a stem below three letters', () => {
    expect(stemWord('рожева')).toBe('рож');
    expect(stemWord('сіра')).toBe('сір');
  });
});

describe('stemForms', () => {
  it('adds the form with the vowel an inflection dropped before a final к', () => {
    expect(stemForms('гачки')).toEqual(['гачк', 'гачок']);
    expect(stemForms('клубка')).toEqual(['клубк', 'клубок']);
  });

  it('gives one stem otherwise', () => {
    expect(stemForms('гачок')).toEqual(['гачок']);
    expect(stemForms('спиці')).toEqual(['спиц']);
    expect(stemForms('червона')).toEqual(['червон']);
  });
});
