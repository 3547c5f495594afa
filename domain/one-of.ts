// The shop's fixed lists (statuses, languages, weight classes…) are `as const` tuples. Asking one
// whether it holds an unchecked value needs a cast either way; it is written here once, as a guard.

/** Whether `value` is a member of `list`, typed as one when it is. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** `value` when it is a member of `list`, else `fallback`: for reading stored or typed-in values. */
export function oneOf<T extends string, F>(list: readonly T[], value: unknown, fallback: F): T | F {
  return isOneOf(list, value) ? value : fallback;
}
