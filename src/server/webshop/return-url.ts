// Return addresses: only absolute http(s) addresses whose origin is exactly one of WEBSHOP_RETURN_ORIGINS;
// anything else (javascript:, //host, relative paths, look-alike hosts, credentials) gives the default.

/** The canonical origins of the configured list (entries that are not valid origins are dropped). */
export function normalizeOrigins(origins: readonly string[]): Set<string> {
  const set = new Set<string>()
  for (const o of origins) {
    try {
      const url = new URL(o)
      if (url.protocol === 'http:' || url.protocol === 'https:') set.add(url.origin)
    } catch {
      // not an origin
    }
  }
  return set
}

export function isAllowedReturnUrl(candidate: string, origins: readonly string[]): boolean {
  // Control characters, spaces and backslashes make browsers and URL parsers disagree: refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\\\u007f]/.test(candidate)) return false
  if (!/^https?:\/\/[^/]/i.test(candidate)) return false
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.username !== '' || url.password !== '') return false
  return normalizeOrigins(origins).has(url.origin)
}

/** The candidate when allowed, else the default configurator address when that is itself valid, else null. */
export function resolveReturnUrl(
  candidate: string | null | undefined,
  origins: readonly string[],
  fallback: string | undefined,
): string | null {
  if (candidate && isAllowedReturnUrl(candidate, origins)) return candidate
  if (fallback && /^https?:\/\//i.test(fallback)) {
    try {
      return new URL(fallback).href
    } catch {
      return null
    }
  }
  return null
}
