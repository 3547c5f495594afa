// Words that many goods share are kept once, not in every good's part of the joined text: a
// catalogue place's titles (a good's names) and each trait's words (a fibre, a weight class, a
// colour family). A typed word is looked for in these few groups first, and a group's hit is
// then given to all its goods, so the long text per keystroke holds only each good's own words.
import { tokenize, traitWords } from './search-terms';
import { bestLevel } from './search-text';
import { skeleton } from './transliterate';

export interface SharedWords {
  /** Each group's words, each after a space, and their skeletons likewise. */
  readonly texts: readonly string[];
  readonly sounds: readonly string[];
  /** Whether a group's hit is weak: traits are, names are not. */
  readonly weak: readonly boolean[];
  readonly goodsOf: readonly number[][];
  readonly groupsOf: readonly number[][];
}

interface SharedSource {
  names: string;
  traits: string;
}

/** ' w1 w2': each word after a space, so ' word' finds a word's start. */
export function spaced(words: readonly string[]): string {
  return [...new Set(words)].map((word) => ` ${word}`).join('');
}

export function shareWords(goods: readonly SharedSource[]): SharedWords {
  const ids = new Map<string, number>();
  const texts: string[] = [];
  const sounds: string[] = [];
  const weak: boolean[] = [];
  const goodsOf: number[][] = [];
  const groupOf = (key: string, words: () => string[], isWeak: boolean): number => {
    let id = ids.get(key);
    if (id === undefined) {
      id = texts.length;
      ids.set(key, id);
      const list = words();
      texts.push(spaced(list));
      sounds.push(spaced(list.map(skeleton)));
      weak.push(isWeak);
      goodsOf.push([]);
    }
    return id;
  };
  const groupsOf = goods.map((good, i) => {
    const keys = good.traits.split(' ').filter((key) => key !== '');
    const groups = [
      ...(good.names === '' ? [] : [groupOf(`names ${good.names}`, () => tokenize(good.names), false)]),
      ...keys.map((key) => groupOf(`trait ${key}`, () => traitWords(key), true)),
    ];
    for (const group of groups) goodsOf[group]!.push(i);
    return groups;
  });
  return { texts, sounds, weak, goodsOf, groupsOf };
}

/** Each group's best level for a needle (0: not there), by its text and, if asked, its sound. */
export function groupLevels(shared: SharedWords, text: string, sound: string | null): Uint8Array {
  return Uint8Array.from(shared.texts, (words, group) =>
    Math.max(bestLevel(words, text, shared.weak[group]!), sound === null ? 0 : bestLevel(shared.sounds[group]!, sound, shared.weak[group]!)),
  );
}

/** Gives every good of a group that was hit the group's level, unless it has a better one. */
export function markGroups(shared: SharedWords, levels: Uint8Array, hits: Uint8Array, candidates: readonly number[] | null): void {
  if (candidates === null) {
    levels.forEach((level, group) => {
      if (level === 0) return;
      for (const good of shared.goodsOf[group]!) if (level > hits[good]!) hits[good] = level;
    });
    return;
  }
  for (const good of candidates) {
    for (const group of shared.groupsOf[good]!) if (levels[group]! > hits[good]!) hits[good] = levels[group]!;
  }
}
