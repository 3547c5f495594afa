// Whether a parcel's recipient reads as a person's first and last name. The carriers hand a parcel
// over against an ID, so a login name ("mariatest1") as the recipient is worth a second look.
// A warning only: the shop never refuses a name by this rule.

// A word of Latin or Cyrillic letters, joined inside by apostrophes or hyphens (О’Брайен, Анна-Марія).
const NAME_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}]+(?:['’ʼ`-][\p{Script=Latin}\p{Script=Cyrillic}]+)*$/u;

/** Two words of letters (a first and a last name), or three with a patronymic. */
export function looksLikeFullName(name: string): boolean {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.length <= 3 && words.every((word) => NAME_WORD.test(word) && [...word].length >= 2);
}
