// The subset of react-router's matchPath that the early page reads need (app/page-reads.ts): they
// run before React and react-router have loaded, so they cannot use it. Patterns are the ones of
// config/paths.ts: static segments and `:name` segments, no optional or splat segments.

/** The decoded `:name` values when `pathname` matches `pattern` (case-insensitively, as react-router does), else null. */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segments(pattern);
  const got = segments(pathname);
  if (wanted.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = got[index] as string;
    if (segment.startsWith(':')) {
      const decoded = safeDecode(value);
      if (decoded === null) return null;
      params[segment.slice(1)] = decoded;
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return params;
}

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
