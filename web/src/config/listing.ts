// A page of cards, in a listing and in the search results: enough for a dozen phone screens. The
// server renders the first page, so its size is also what a phone parses and lays out before the
// first paint (docs/performance.md).
export const CARDS_PER_PAGE = 24;
