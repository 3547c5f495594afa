// Letters as Ukrainian shoppers type them: in Cyrillic or in Latin, by the national
// transliteration (KMU 2010) or by ear, and now and then in the wrong keyboard layout.
// Pure, shared by the SPA's search and anything else that needs it.

/** Ukrainian national transliteration (KMU resolution 55, 2010), plus Russian letters by ear. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y',
  і: 'i', ї: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's',
  т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu',
  я: 'ia', ы: 'y', э: 'e', ё: 'io', ъ: '',
};
/** At the start of a word the national system writes these differently (Єнакієве → Yenakiieve). */
const WORD_START: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };
const APOSTROPHES = /['’ʼ`ʹ]/g;

/** Ukrainian Cyrillic to Latin by the national rules; other characters stay as they are. */
export function toLatin(text: string): string {
  let out = '';
  let previousIsLetter = false;
  for (const char of text.toLowerCase().replace(APOSTROPHES, '')) {
    const mapped = (!previousIsLetter && WORD_START[char]) || CYRILLIC_TO_LATIN[char];
    // 'зг' is written 'zgh', so that it never reads as 'ж' (zh).
    out += char === 'г' && out.endsWith('z') ? 'gh' : (mapped ?? char);
    previousIsLetter = char.toLowerCase() !== char.toUpperCase();
  }
  return out;
}

// Sounds that the two alphabets write in several ways collapse to one symbol, so that
// 'мерино', 'меріно' and 'merino', 'гачок' and 'hachok', 'yarnart' and 'ярнарт' meet.
// Upper-case letters are free to use as symbols because everything else is lower-cased first.
const SKELETON_PATTERN = /shch|sch|zh|ch|sh|kh|ph|ou|ck|ts|tz|x|q|w|c|[hgґ]|[yj]/g;
const SKELETON_MAP: Record<string, string> = {
  shch: 'W', sch: 'W', zh: 'Z', ch: 'C', sh: 'S', kh: 'g', ph: 'f', ou: 'u', ck: 'k', ts: 'T', tz: 'T',
  x: 'ks', q: 'k', w: 'v', c: 'k', h: 'g', g: 'g', ґ: 'g', y: 'i', j: 'i',
};

/**
 * A lossy phonetic key: Cyrillic is transliterated, diacritics dropped, and letters that the two
 * alphabets confuse (г/h/g/х, и/і/y/i/j, c/k, doubled letters) are made equal.
 */
export function skeleton(text: string): string {
  // One pass over the text: the alternatives are tried longest first at each position.
  return toLatin(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(SKELETON_PATTERN, (match, offset: number, whole: string) =>
      match === 'c' && /[eiy]/.test(whole[offset + 1] ?? '') ? 's' : (SKELETON_MAP[match] ?? match),
    )
    .replace(/(.)\1+/g, '$1');
}

// The same keys of the Ukrainian ЙЦУКЕН layout and the English QWERTY layout.
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC_KEYS = 'йцукенгшщзхїфівапролджєячсмитьбю\'';
const LATIN_TO_CYRILLIC_KEY = new Map([...LATIN_KEYS].map((key, i) => [key, CYRILLIC_KEYS[i] ?? key]));
const CYRILLIC_TO_LATIN_KEY = new Map([...CYRILLIC_KEYS].map((key, i) => [key, LATIN_KEYS[i] ?? key]));

/** Text typed with the other keyboard layout switched on: 'gh' → 'пр', 'пр' → 'gh'. */
export function switchKeyboardLayout(text: string): string {
  const lower = text.toLowerCase();
  const cyrillic = /[\u0400-\u04ff]/.test(lower);
  const table = cyrillic ? CYRILLIC_TO_LATIN_KEY : LATIN_TO_CYRILLIC_KEY;
  return [...lower].map((char) => table.get(char) ?? (char === 'ы' ? 's' : char)).join('');
}
