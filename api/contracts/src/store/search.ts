// Search across the whole catalogue: `/search` and the header's suggestions.
import * as z from 'zod/mini';
import { maxCharacters } from '../rules/length-rules';
import { COLLECTIONS, PRODUCT_CATEGORIES, PRODUCT_SORTS } from './catalog';

/** What a shopper may type into the search box, in characters. */
export const SEARCH_TEXT_MAX = 100;

/** `relevance` (best match first) is search's own order; the others are a collection's. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

const searchText = z
  .string({ error: 'Search text must be one piece of text.' })
  .check(
    ...maxCharacters(SEARCH_TEXT_MAX, `Search text is at most ${SEARCH_TEXT_MAX} characters.`),
  );

/**
 * `GET /api/search?q=&category=&sort=`: products whose name, description, kind or collection
 * match `q` (its words, a synonym of a kind, one typo), best first. An empty `q` finds nothing.
 */
export const searchQuerySchema = z.object({
  q: z.prefault(searchText, ''),
  category: z.prefault(
    z.pipe(
      z.enum(['all', ...PRODUCT_CATEGORIES], {
        error: `Unknown category: choose all, ${PRODUCT_CATEGORIES.join(', ')}.`,
      }),
      z.transform((category) => (category === 'all' ? undefined : category)),
    ),
    'all',
  ),
  sort: z.optional(
    z
      .enum(SEARCH_SORTS, { error: `Unknown sort: choose ${SEARCH_SORTS.join(', ')}.` })
      .check(z.meta({ default: DEFAULT_SEARCH_SORT })),
  ),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** `GET /api/search/suggestions?q=`: a few names as the shopper types. */
export const searchSuggestionsQuerySchema = z.object({
  q: z.prefault(searchText, ''),
});

/** At most this many suggestions come back. */
export const SEARCH_SUGGESTIONS_MAX = 6;

export const searchSuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  collection: z.enum(COLLECTIONS),
});
export type SearchSuggestionDto = z.output<typeof searchSuggestionSchema>;
