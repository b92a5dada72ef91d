// A search as it is counted: lower case, spaces collapsed, at most 100 characters;
// nothing else about the search or the visitor is kept.
export const SEARCH_TERM_MAX_LENGTH = 100;

export function searchTermOf(search: string | undefined): string | null {
  if (!search) return null;
  const term = search.toLowerCase().replace(/\s+/g, " ").trim().slice(0, SEARCH_TERM_MAX_LENGTH).trim();
  return term === "" ? null : term;
}
