// The product search of the selection screens (docs/product-rules.md, "Search and filters").

/** The product filter applies from this many characters on. */
export const PRODUCT_SEARCH_MIN_LENGTH = 2

/** The search in force: the trimmed text in lower case, or '' (no search) below 2 characters. */
export function appliedProductSearch(text: string): string {
  const query = text.trim().toLocaleLowerCase()
  return query.length >= PRODUCT_SEARCH_MIN_LENGTH ? query : ''
}

/** Whether a name contains an applied search (already lower case); '' matches everything. */
export const nameMatches = (name: string, query: string): boolean =>
  query === '' || name.toLocaleLowerCase().includes(query)
